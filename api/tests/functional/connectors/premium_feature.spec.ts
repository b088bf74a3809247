import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import OrganizationRootDetail from '#models/organization_root_detail'
import User from '#models/user'
import { anonymousToken, demoIphone, tokenOf } from '#tests/helpers/demo'

async function configure(client: ApiClient, token: string, connector: string, active = true) {
  const response = await client
    .post('/api/connector-organizations')
    .bearerToken(token)
    .json({
      connector,
      name: `Config ${connector}`,
      active,
      properties: [
        { name: 'storeCode', value: 'S1' },
        { name: 'workshopCode', value: 'W1' },
      ],
    })
  response.assertStatus(201)
  return response.body()
}

const launchGeneric = (client: ApiClient, token: string, query: string) =>
  client
    .get(`/api/organizations/launch-generic-premium-feature-connector?${query}`)
    .bearerToken(token)
    .header('Accept-Language', 'en')

test.group('Premium feature connectors', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the scan search bar connector looks the scanned code up in the catalogue', async ({
    client,
    assert,
  }) => {
    const admin = await tokenOf(client, 'admin@demo-retail.test')
    const visitor = await anonymousToken(client)
    const product = await demoIphone()
    const code = product.eanCode!
    const missing = await launchGeneric(client, visitor, `action=lookup&values=${code}`)
    missing.assertStatus(422)
    missing.assertBody({
      code: 'connector_not_configured',
      message: 'No connector is configured for this feature (lookup): ask your administrator to create one.',
    })

    const configuration = await configure(client, admin, 'scan_search_bar', false)
    const inactive = await launchGeneric(client, visitor, `action=lookup&values=${code}`)
    inactive.assertStatus(422)
    inactive.assertBodyContains({ code: 'connector_inactive' })

    const activated = await client
      .patch(`/api/connector-organizations/${configuration.id}`)
      .bearerToken(admin)
      .json({ active: true })
    activated.assertStatus(200)
    const found = await launchGeneric(
      client,
      visitor,
      `action=lookup&values=${encodeURIComponent(JSON.stringify([code]))}`
    )
    found.assertStatus(200)
    found.assertBodyContains({
      action: 'lookup',
      connector: 'scan_search_bar',
      fqn: 'reprise.connectors.premium_feature.ScanSearchBar',
      result: { codes: [code] },
    })
    assert.include(
      found.body().result.products.map((one: { id: string }) => one.id),
      product.id
    )
    const unknown = await launchGeneric(client, visitor, 'action=format_disk')
    unknown.assertStatus(422)
    unknown.assertBodyContains({ code: 'connector_action_unknown' })
  })

  test('a dispatch circuit rule runs its refurb connector; PATCH records the reference', async ({
    client,
    assert,
  }) => {
    const admin = await tokenOf(client, 'admin@demo-retail.test')
    const accountId = (await User.findByOrFail('email', 'admin@demo-retail.test')).accountId
    const rule = await db
      .from('dispatch_circuit_rules')
      .where('account_id', accountId)
      .orderBy('id')
      .firstOrFail()
    const path = `/api/dispatch-circuit-rules/${rule.id}/launch-premium-feature-connector`

    const withoutFeature = await client
      .get(`${path}?action=sync_circuit`)
      .bearerToken(admin)
      .header('Accept-Language', 'en')
    withoutFeature.assertStatus(403)
    withoutFeature.assertBodyContains({ code: 'premium_feature_required' })

    const details = await OrganizationRootDetail.findByOrFail('account_id', accountId)
    details.enabledPremiumFeatures = [...details.enabledPremiumFeatures, 'refurb_connector']
    await details.save()
    await configure(client, admin, 'refurb_steps')

    const first = await client.get(`${path}?action=sync_circuit`).bearerToken(admin)
    first.assertStatus(200)
    const again = await client.get(`${path}?action=sync_circuit`).bearerToken(admin)
    assert.deepEqual(again.body().result, first.body().result)
    assert.match(first.body().result.reference, /^SBX-[0-9A-F]{12}$/)
    assert.equal(first.body().result.ruleId, rule.id)

    const patched = await client.patch(path).bearerToken(admin).json({ action: 'sync_circuit' })
    patched.assertStatus(200)
    const stored = await db.from('dispatch_circuit_rules').where('id', rule.id).firstOrFail()
    assert.include(String(stored.custom_values), first.body().result.reference)

    const other = await tokenOf(client, 'admin@other-retail.test')
    ;(await client.get(`${path}?action=sync_circuit`).bearerToken(other)).assertStatus(404)
  })

  test('the generic call runs for a visitor only what a storefront needs; the rest needs its screen’s permission', async ({
    client,
    assert,
  }) => {
    const admin = await tokenOf(client, 'admin@demo-retail.test')
    const accountId = (await User.findByOrFail('email', 'admin@demo-retail.test')).accountId
    const details = await OrganizationRootDetail.findByOrFail('account_id', accountId)
    details.enabledPremiumFeatures = [...details.enabledPremiumFeatures, 'refurb_connector']
    await details.save()
    await configure(client, admin, 'refurb_advanced_stocks')
    await configure(client, admin, 'refurb_steps')

    const visitor = await anonymousToken(client)
    for (const action of ['sync_stocks', 'sync_steps', 'sync_circuit']) {
      const refused = await launchGeneric(client, visitor, `action=${action}`)
      refused.assertStatus(403)
      refused.assertBodyContains({ code: 'connector_action_back_office' })
      assert.notProperty(refused.body(), 'result')
    }
    const anonymous = await client.get(
      '/api/organizations/launch-generic-premium-feature-connector?action=sync_stocks'
    )
    anonymous.assertStatus(401)
    const seller = await tokenOf(client, 'seller@demo-retail.test')
    const withoutPermission = await launchGeneric(client, seller, 'action=sync_stocks')
    withoutPermission.assertStatus(403)
    withoutPermission.assertBodyContains({ code: 'forbidden' })

    const allowed = await launchGeneric(client, admin, 'action=sync_stocks').header('X-Module', 'rps')
    allowed.assertStatus(200)
    assert.isArray(allowed.body().result.stocks)

    // Only an action a kind declares is one: an inherited name is not.
    for (const action of ['toString', '__proto__', 'constructor']) {
      ;(await launchGeneric(client, visitor, `action=${action}`)).assertStatus(422)
    }
  })
})
