import { test } from '@japa/runner'
import drive from '@adonisjs/drive/services/main'
import testUtils from '@adonisjs/core/services/test_utils'
import Account from '#models/account'
import OrganizationRootDetail from '#models/organization_root_detail'
import WhiteLabelConfig from '#models/white_label_config'
import { settings } from '#config/settings'

type Answer = { header(name: string): string | undefined }

/** The Content-Security-Policy of an answer, as directive -> sources. */
function policy(response: Answer) {
  const header = response.header('content-security-policy') ?? ''
  return Object.fromEntries(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources])
  ) as Record<string, string[]>
}

const OTHER_HOST = 'reprise.other-retail.test'
const TAG_MANAGER = 'https://www.googletagmanager.com'
const CONSENT = 'https://static.axept.io'

test.group('Browser protections', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the back office loads only its own scripts, may not be framed and sends no referrer elsewhere', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/admin/buybacks')
    const csp = policy(response)
    assert.deepEqual(csp['script-src'], ["'self'"])
    assert.deepEqual(csp['default-src'], ["'self'"])
    assert.deepEqual(csp['connect-src'], ["'self'"])
    assert.deepEqual(csp['object-src'], ["'none'"])
    assert.deepEqual(csp['frame-ancestors'], ["'none'"])
    assert.includeMembers(csp['img-src'], ["'self'", 'data:', 'blob:'])
    assert.equal(response.header('x-frame-options'), 'DENY')
    assert.equal(response.header('referrer-policy'), 'strict-origin-when-cross-origin')
    assert.equal(response.header('x-content-type-options'), 'nosniff')
    // Plain http: no HSTS, and no cookie (shield's CSRF guard and its session stay off).
    assert.isUndefined(response.header('strict-transport-security'))
    assert.isUndefined(response.header('set-cookie'))
  })

  test('the storefront of a client without tag manager or consent tool loads only its own scripts', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/')
    const csp = policy(response)
    assert.deepEqual(csp['script-src'], ["'self'"])
    assert.deepEqual(csp['frame-ancestors'], ["'none'"])
    assert.notInclude(response.header('content-security-policy'), 'googletagmanager')
    assert.equal(response.header('referrer-policy'), 'strict-origin-when-cross-origin')
    assert.isUndefined(response.header('set-cookie'))
  })

  test("a client's tag manager and consent tool are allowed on its own storefront only", async ({
    client,
    assert,
  }) => {
    const other = await Account.findByOrFail('commonName', 'Other Retail')
    other.merge({ gtmId: 'GTM-OTHER1', consentToolId: 'axeptio-other' })
    await other.save()
    await WhiteLabelConfig.create({ accountId: other.id, host: OTHER_HOST, isDefault: false })

    const own = policy(await client.get('/sell/phones').header('Host', OTHER_HOST))
    assert.includeMembers(own['script-src'], ["'self'", TAG_MANAGER, CONSENT])
    assert.include(own['connect-src'], TAG_MANAGER)
    assert.include(own['img-src'], TAG_MANAGER)
    assert.notInclude(own['script-src'], "'unsafe-inline'")

    // The demo client's storefront (the default host) and the back office on the same host do not get them.
    assert.deepEqual(policy(await client.get('/sell/phones'))['script-src'], ["'self'"])
    assert.deepEqual(policy(await client.get('/admin').header('Host', OTHER_HOST))['script-src'], ["'self'"])
  })

  test("the drop-off map's tile host is allowed for images on the storefront that shows the map, and only there", async ({
    client,
    assert,
  }) => {
    const tiles = new URL(settings.mapTileUrl.replace(/\{[a-z]+\}/g, '0')).origin
    // The demo client has the drop-off map on: images from the tiles' host, nothing else from it.
    const own = policy(await client.get('/stores'))
    assert.deepEqual(own['img-src'], ["'self'", 'data:', 'blob:', tiles])
    assert.deepEqual(own['connect-src'], ["'self'"])
    assert.deepEqual(own['script-src'], ["'self'"])
    const config = await client.get('/api/white-label/config')
    assert.deepEqual(config.body().mapTiles, {
      url: settings.mapTileUrl,
      attribution: settings.mapTileAttribution,
    })

    // A client with the map off: no tile host, and no tiles for its stores page.
    const other = await Account.findByOrFail('commonName', 'Other Retail')
    const details = await OrganizationRootDetail.findBy('account_id', other.id)
    if (details) await details.merge({ dropOffMapEnabled: false }).save()
    await WhiteLabelConfig.create({ accountId: other.id, host: OTHER_HOST, isDefault: false })
    const without = policy(await client.get('/stores').header('Host', OTHER_HOST))
    assert.deepEqual(without['img-src'], ["'self'", 'data:', 'blob:'])
    const otherConfig = await client.get('/api/white-label/config').header('Host', OTHER_HOST)
    assert.isNull(otherConfig.body().mapTiles)
    assert.isFalse(otherConfig.body().dropOffLocationsMapEnabled)
  })

  test('a client with only a tag manager gets its host and not the consent tool', async ({
    client,
    assert,
  }) => {
    const other = await Account.findByOrFail('commonName', 'Other Retail')
    other.merge({ gtmId: 'GTM-OTHER1', consentToolId: null })
    await other.save()
    await WhiteLabelConfig.create({ accountId: other.id, host: OTHER_HOST, isDefault: false })

    const csp = policy(await client.get('/').header('Host', OTHER_HOST))
    assert.deepEqual(csp['script-src'], ["'self'", TAG_MANAGER])
  })

  test('a storefront no client serves still gets the strict policy', async ({ client, assert }) => {
    await WhiteLabelConfig.query().update({ isDefault: false })
    const csp = policy(await client.get('/').header('Host', 'nobody.test'))
    assert.deepEqual(csp['script-src'], ["'self'"])
    assert.deepEqual(csp['frame-ancestors'], ["'none'"])
  })

  test('API answers may load nothing and may not be framed', async ({ client, assert }) => {
    const response = await client.get('/api/health')
    response.assertStatus(200)
    const csp = policy(response)
    assert.deepEqual(csp['default-src'], ["'none'"])
    assert.deepEqual(csp['script-src'], ["'none'"])
    assert.deepEqual(csp['frame-ancestors'], ["'none'"])
    assert.equal(response.header('x-frame-options'), 'DENY')
    assert.equal(response.header('x-content-type-options'), 'nosniff')
    assert.equal(response.header('referrer-policy'), 'strict-origin-when-cross-origin')
    assert.isUndefined(response.header('set-cookie'))
  })

  test('refusals and unknown addresses of the API carry the same protections', async ({ client, assert }) => {
    const missing = await client.get('/api/nowhere')
    missing.assertStatus(404)
    assert.deepEqual(policy(missing)['default-src'], ["'none'"])
    assert.equal(missing.header('x-frame-options'), 'DENY')
    const refused = await client.get('/api/buybacks')
    refused.assertStatus(401)
    assert.deepEqual(policy(refused)['frame-ancestors'], ["'none'"])
    assert.equal(refused.header('referrer-policy'), 'strict-origin-when-cross-origin')
  })

  test("an inline PDF keeps only the framing rule, for the browser's viewer", async ({ client, assert }) => {
    await drive.use().put('legal/csp-terms.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'))
    const pdf = await client.get('/api/files/legal/csp-terms.pdf')
    pdf.assertStatus(200)
    assert.equal(pdf.header('content-security-policy'), "frame-ancestors 'none'")
    assert.equal(pdf.header('x-frame-options'), 'DENY')

    await drive
      .use()
      .put('products/csp-photo.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    const image = await client.get('/api/files/products/csp-photo.png')
    assert.deepEqual(policy(image)['default-src'], ["'none'"])
  })

  test('HSTS is sent only when the product is served over https', async ({ client, assert }) => {
    // The test client is on the loopback, a trusted proxy: its X-Forwarded-Proto is believed.
    const secure = await client.get('/admin').header('X-Forwarded-Proto', 'https')
    assert.equal(secure.header('strict-transport-security'), 'max-age=15552000')
    const api = await client.get('/api/health').header('X-Forwarded-Proto', 'https')
    assert.equal(api.header('strict-transport-security'), 'max-age=15552000')
    const plain = await client.get('/admin').header('X-Forwarded-Proto', 'http')
    assert.isUndefined(plain.header('strict-transport-security'))
  })
})
