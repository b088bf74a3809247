import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { tokenOf } from '#tests/helpers/demo'
import { validationRefusal } from '#tests/helpers/validation'

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)])
const ICO = Buffer.concat([Buffer.from([0x00, 0x00, 0x01, 0x00]), Buffer.alloc(64)])

test.group('Design', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the main colour, logo and favicon reach the storefront config without a rebuild', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const current = await client.get('/api/settings/design').bearerToken(token)
    current.assertStatus(200)
    current.assertBodyContains({ id: 'design', mainColor: '#c2185b' })

    const saved = await client
      .put('/api/settings/design')
      .bearerToken(token)
      .json({ ...current.body(), mainColor: '#00796B' })
    saved.assertStatus(200)
    saved.assertBodyContains({ mainColor: '#00796b' })

    const logo = await client
      .post('/api/settings/design/logo')
      .bearerToken(token)
      .file('file', PNG, { filename: 'logo.png' })
    logo.assertStatus(200)
    assert.match(logo.body().logo, /^\/api\/files\/design\/[0-9a-f-]{36}\.png$/)
    const favicon = await client
      .post('/api/settings/design/favicon')
      .bearerToken(token)
      .file('file', ICO, { filename: 'favicon.ico' })
    favicon.assertStatus(200)

    const config = await client.get('/api/white-label/config')
    config.assertBodyContains({
      mainColor: '#00796b',
      logo: logo.body().logo,
      favicon: favicon.body().favicon,
    })
    const me = await client.get('/api/auth/me').bearerToken(token)
    me.assertBodyContains({ account: { mainColor: '#00796b', logo: logo.body().logo } })

    const removed = await client.delete('/api/settings/design/logo').bearerToken(token)
    removed.assertBodyContains({ logo: null })
  })

  test('colour format, image types and sizes are checked; a seller has no access', async ({ client }) => {
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const colour = await client
      .put('/api/settings/design')
      .bearerToken(token)
      .header('Accept-Language', 'en')
      .json({ mainColor: 'red' })
    colour.assertStatus(422)
    colour.assertBody(
      validationRefusal(colour, { errors: { mainColor: 'The colour must be in the #rrggbb format.' } })
    )

    const icoAsLogo = await client
      .post('/api/settings/design/logo')
      .bearerToken(token)
      .header('Accept-Language', 'en')
      .file('file', ICO, { filename: 'logo.png' })
    icoAsLogo.assertStatus(422)
    icoAsLogo.assertBody(
      validationRefusal(icoAsLogo, { errors: { file: 'The file must be of type JPG, PNG.' } })
    )
    const bigFavicon = await client
      .post('/api/settings/design/favicon')
      .bearerToken(token)
      .header('Accept-Language', 'en')
      .file('file', Buffer.concat([ICO, Buffer.alloc(20 * 1024)]), { filename: 'favicon.ico' })
    bigFavicon.assertStatus(422)
    bigFavicon.assertBody(
      validationRefusal(bigFavicon, { errors: { file: 'The file must not exceed 20 kB.' } })
    )

    const seller = await tokenOf(client, 'seller@demo-retail.test')
    const refused = await client.get('/api/settings/design').bearerToken(seller)
    refused.assertStatus(403)
  })
})
