import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Account from '#models/account'
import WhiteLabelConfig from '#models/white_label_config'

test.group('Storefront / white-label config', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('answers the default client on a host that matches none, texts in the asked language', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/api/white-label/config').header('Accept-Language', 'nl-BE')
    response.assertStatus(200)
    response.assertBodyContains({
      name: 'Demo Retail',
      mainColor: '#c2185b',
      tagManagerId: null,
      axeptioId: null,
      // Demo Retail has the premium feature scan_searchbar: the camera barcode reader is offered.
      barcodeScanEnabled: true,
    })
    assert.match(response.body().cookiesPolicy, /^Deze site/)
    assert.deepEqual(response.body().externalWebsiteLink, {
      url: 'https://www.demo-retail.test',
      text: 'Retour sur demo-retail.test',
    })
  })

  test("answers the client configured for the request's host", async ({ client }) => {
    const other = await Account.findByOrFail('commonName', 'Other Retail')
    await WhiteLabelConfig.create({
      accountId: other.id,
      host: 'reprise.other-retail.test',
      isDefault: false,
    })
    const response = await client.get('/api/white-label/config').header('Host', 'reprise.other-retail.test')
    response.assertBodyContains({ name: 'Other Retail', mainColor: '#ef6c00', barcodeScanEnabled: false })
  })

  test('answers 404 storefront_not_available when no client serves the site', async ({ client }) => {
    await WhiteLabelConfig.query().update({ isDefault: false })
    const response = await client.get('/api/white-label/config')
    response.assertStatus(404)
    response.assertBodyContains({ code: 'storefront_not_available' })
  })
})
