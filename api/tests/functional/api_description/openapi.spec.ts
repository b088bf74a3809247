import { test } from '@japa/runner'
import router from '@adonisjs/core/services/router'
import { Validator } from '@seriousme/openapi-schema-validator'
import { operationKeys } from '#services/openapi'
import { tokenOf } from '#tests/helpers/demo'

/** `/api/users/:id` as OpenAPI writes it: `/api/users/{id}`. */
const LANGUAGES = ['fr', 'en', 'nl', 'de']

const openApiPath = (pattern: string) => pattern.replace(/:([a-zA-Z_]+)\??/g, '{$1}').replace('*', '{path}')

test.group('API description', () => {
  test('GET /api/openapi.json is a valid OpenAPI 3.1 document, in each language', async ({
    client,
    assert,
  }) => {
    for (const language of LANGUAGES) {
      const response = await client.get('/api/openapi.json').header('Accept-Language', language)
      response.assertStatus(200)
      const document = response.body()
      assert.equal(document.openapi, '3.1.0')
      assert.equal(document['x-language'], language)
      const validator = new Validator()
      const result = await validator.validate(document)
      assert.deepEqual(result.errors ?? [], [], language)
      assert.isTrue(result.valid)
    }
  }).timeout(60_000)

  test('it describes every registered route, each with who may call it', async ({ client, assert }) => {
    const { paths } = (await client.get('/api/openapi.json')).body()
    const missing = Object.values(router.toJSON())
      .flat()
      .flatMap((route) => operationKeys(route).map((key) => [key, openApiPath(route.pattern)] as const))
      .filter(([key, path]) => !paths[path]?.[key.split(' ')[0].toLowerCase()])
      .map(([key]) => key)
    assert.deepEqual(missing, [], 'a route missing from the description')

    const users = paths['/api/users/{id}'].patch
    assert.equal(users['x-permission'], 'user_update')
    assert.deepEqual(users.security, [{ bearer: [], module: [] }])
    assert.deepEqual(users.parameters[0], {
      name: 'id',
      in: 'path',
      required: true,
      schema: { type: 'string' },
    })
    assert.properties(users.requestBody.content, ['application/json', 'application/merge-patch+json'])
    assert.deepEqual(paths['/api/login'].post.security, [])
  })

  test('bodies and queries are the validators’ schemas, the extra fields documented', async ({
    client,
    assert,
  }) => {
    const { paths } = (await client.get('/api/openapi.json')).body()
    const cart = paths['/api/carts'].post
    const body = cart.requestBody.content['application/json'].schema
    assert.include(body.required, 'idempotencyKey')
    assert.equal(body.properties.idempotencyKey.type, 'string')
    assert.include(cart.description, 'idempotencyKey')
    const store = paths['/api/store/{storeId}/buybacks'].post
    assert.include(store.requestBody.content['application/json'].schema.required, 'idempotencyKey')
    assert.include(store.description, 'idempotencyKey')

    const sso = paths['/api/open-id/authorization-url'].get
    const names = sso.parameters.map((one: any) => one.name)
    assert.includeMembers(names, ['domain', 'bindingHash'])
    assert.include(sso.description, 'bindingHash')

    // A list takes both dialects and says it refuses an unknown parameter.
    const users = paths['/api/users'].get
    assert.includeMembers(
      users.parameters.map((one: any) => one.name),
      ['page', 'itemsPerPage', 'order', 'pagination', 'partial', '_start', '_end', '_sort', '_order']
    )
    assert.properties(users.responses['200'].content, ['application/json', 'application/ld+json'])
    assert.property(users.responses, '400')
  })

  test('a validation refusal has the shape the description gives it', async ({ client, assert }) => {
    const { components } = (await client.get('/api/openapi.json')).body()
    const schema = components.schemas.ValidationFailed
    const refused = await client
      .post('/api/users')
      .bearerToken(await tokenOf(client, 'admin@demo-retail.test'))
      .json({ email: 'not an e-mail' })
    refused.assertStatus(422)
    const body = refused.body()
    assert.includeMembers(Object.keys(body), schema.required)
    assert.equal(body.code, schema.properties.code.const)
    // The field messages by path, as react-admin puts them on the form's inputs.
    assert.equal(schema.properties.errors.type, 'object')
    assert.isFalse(Array.isArray(body.errors))
    assert.property(body.errors, 'email')
    for (const message of Object.values(body.errors)) {
      assert.typeOf(message, schema.properties.errors.additionalProperties.type)
    }
  })

  test('GET /api/docs is a page that loads nothing from anywhere', async ({ client, assert }) => {
    const response = await client.get('/api/docs').header('Accept-Language', 'en')
    response.assertStatus(200)
    assert.match(response.header('content-type') ?? '', /^text\/html/)
    const policy = response.header('content-security-policy') ?? ''
    assert.include(policy, "default-src 'none'")
    assert.match(policy, /style-src 'sha256-[A-Za-z0-9+/=]+'/)
    assert.notInclude(policy, 'script-src')
    assert.notMatch(response.text(), /<script|https?:\/\/(?!www\.w3\.org)/)
    assert.include(response.text(), '/api/carts')
    assert.include(response.text(), 'idempotencyKey')
  })

  test('GET /api/docs reads in the four languages, by Accept-Language or ?lang', async ({
    client,
    assert,
  }) => {
    const words = {
      fr: ['Paramètre', 'Tout le monde (sans jeton).', 'Langues'],
      en: ['Parameter', 'Anybody (no token).', 'Languages'],
      nl: ['Verplicht', 'Iedereen (zonder token).', 'Talen'],
      de: ['Pflicht', 'Jeder (ohne Token).', 'Sprachen'],
    }
    const texts = new Map<string, string>()
    for (const [language, expected] of Object.entries(words)) {
      const byHeader = await client.get('/api/docs').header('Accept-Language', language)
      byHeader.assertStatus(200)
      assert.equal(byHeader.header('content-language'), language)
      assert.include(byHeader.text(), `<html lang="${language}">`)
      for (const word of expected) assert.include(byHeader.text(), word, language)
      const byQuery = await client.get('/api/docs').qs({ lang: language }).header('Accept-Language', 'de')
      assert.equal(byQuery.text(), byHeader.text())
      texts.set(language, byHeader.text())
    }
    assert.equal(new Set(texts.values()).size, 4, 'each language its own page')
    // Without a language asked for, the product's default (French); an unknown one is not taken.
    const plain = await client.get('/api/docs').header('Accept-Language', '')
    assert.equal(plain.text(), texts.get('fr'))
    const unknown = await client.get('/api/docs').qs({ lang: 'xx' }).header('Accept-Language', 'nl')
    assert.equal(unknown.text(), texts.get('nl'))
    // A call's note is in the page's language.
    assert.include(texts.get('de')!, 'Neben den Ankäufen aus Teil 2 §7')
    assert.include(texts.get('fr')!, 'En plus des reprises de la partie 2 §7')
  })
})
