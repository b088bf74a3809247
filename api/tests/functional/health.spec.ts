import { test } from '@japa/runner'
import { settings } from '#config/settings'

test.group('Health', () => {
  test('answers ok with the database engine once the database answers', async ({ client }) => {
    const response = await client.get('/api/health')
    response.assertStatus(200)
    response.assertBody({ status: 'ok', db: settings.dbConnection })
  })

  test('unknown API paths answer a translated 404 without internals', async ({ client, assert }) => {
    const response = await client.get('/api/nowhere').header('Accept-Language', 'de')
    response.assertStatus(404)
    response.assertBody({ code: 'not_found', message: 'Nicht gefunden.' })
    assert.notInclude(response.text(), 'node_modules')
  })

  test('each request answers in the language its own Accept-Language asks for, French otherwise', async ({
    client,
    assert,
  }) => {
    const asked = ['de', 'en-GB,en;q=0.9', 'nl-BE', 'de', 'es', undefined, 'en-GB,en;q=0.9', 'nl-BE']
    const languages = []
    for (const language of asked) {
      const request = client.get('/api/health')
      if (language) request.header('Accept-Language', language)
      languages.push((await request).header('content-language'))
    }
    assert.deepEqual(languages, ['de', 'en', 'nl', 'de', 'fr', 'fr', 'en', 'nl'])
  })
})
