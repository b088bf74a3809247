import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { categoryBodyFor, clientCatalogue } from './fixtures.js'
import { validationRefusal } from '#tests/helpers/validation'

/** The 8-byte PNG signature and a few bytes: enough for the content check. */
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)])

test.group('Categories / image', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an uploaded image is stored under a generated name and set on the category', async ({
    client,
    assert,
  }) => {
    const catalogue = await clientCatalogue()
    const token = catalogue.adminToken
    const upload = await client
      .post('/api/categories/images')
      .bearerToken(token)
      .file('image', PNG, { filename: 'smartphone.jpg' })
    upload.assertStatus(201)
    const { imageUrl } = upload.body()
    assert.match(imageUrl, /^\/api\/files\/categories\/[0-9a-f-]{36}\.png$/)

    const created = await client
      .post('/api/categories')
      .bearerToken(token)
      .json(categoryBodyFor(catalogue, { imageUrl, imageAlt: 'Un téléphone plié' }))
    created.assertStatus(201)
    created.assertBodyContains({ imageUrl, imageAlt: 'Un téléphone plié' })

    const file = await client.get(imageUrl).bearerToken(token)
    file.assertStatus(200)
    file.assertHeader('x-content-type-options', 'nosniff')
  })

  test('the type is checked by content and the size is limited to 250 kB', async ({ client }) => {
    const { adminToken: token } = await clientCatalogue()
    const text = await client
      .post('/api/categories/images')
      .bearerToken(token)
      .file('image', Buffer.from('not a picture'), { filename: 'photo.png' })
    text.assertStatus(422)
    text.assertBody(validationRefusal(text, { errors: { image: 'Le fichier doit être de type JPG, PNG.' } }))

    const big = await client
      .post('/api/categories/images')
      .bearerToken(token)
      .file('image', Buffer.concat([PNG, Buffer.alloc(250 * 1024)]), { filename: 'big.png' })
    big.assertStatus(422)
    big.assertBody(validationRefusal(big, { errors: { image: 'Le fichier ne doit pas dépasser 250 ko.' } }))

    const missing = await client.post('/api/categories/images').bearerToken(token)
    missing.assertStatus(422)
    missing.assertBody(validationRefusal(missing, { errors: { image: 'Choisissez un fichier.' } }))
  })

  test('only an uploaded category image can be referenced', async ({ client }) => {
    const catalogue = await clientCatalogue()
    const response = await client
      .post('/api/categories')
      .bearerToken(catalogue.adminToken)
      .json(
        categoryBodyFor(catalogue, {
          imageUrl: '/api/files/categories/00000000-0000-0000-0000-000000000000.png',
        })
      )
    response.assertStatus(422)
    response.assertBody(validationRefusal(response, { errors: { imageUrl: 'Cette valeur n’existe pas.' } }))
  })
})
