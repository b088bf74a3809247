import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import ConnectorConfiguration from '#models/connector_configuration'
import Organization from '#models/organization'
import Package from '#models/package'
import User from '#models/user'
import { Actor } from '#services/actor'
import { resolveActor } from '#services/current_module'
import { bouncerOf } from '#policies/main'
import { tokenOf } from '#tests/helpers/demo'

/**
 * The record-level rules of the expedition, payment, connector and SSO resources (app/policies): what the
 * route's permission and the tenancy scope let through, the policy narrows to the record's own people.
 */

const demoActor = async (email: string) => resolveActor(await User.findByOrFail('email', email))
const entity = (externalId: string) => Organization.findByOrFail('external_id', externalId)

/** An open parcel leaving `origin` (a store) for `destination`, holding `itemIds`. */
async function openParcel(origin: Organization, destination: Organization | null, itemIds: number[] = []) {
  const pkg = await Package.create({
    number: `PK9${String(origin.id).padStart(5, '0')}${String(itemIds.length).padStart(5, '0')}`,
    accountId: origin.accountId,
    kind: 'to_workshop',
    originId: origin.id,
    destinationId: destination?.id ?? null,
    destinationAccountId: destination ? origin.accountId : null,
    status: 'open',
    createdBy: null,
  })
  for (const itemId of itemIds) {
    await db.table('package_items').insert({ package_id: pkg.id, item_id: itemId })
  }
  return pkg
}

const awaitingInventory = (store: Organization) =>
  db
    .from('items')
    .where('store_id', store.id)
    .where('status', 'item_awaiting_inventory')
    .orderBy('id')
    .firstOrFail()

test.group('Policies / packages, payments, connectors and SSO', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the workshop a parcel is on its way to reads it but does not empty, fill or close it', async ({
    client,
    assert,
  }) => {
    const lille = await entity('DR-WH-LIL')
    const store = await entity('DR-IDF-003')
    const item = await db
      .from('items')
      .where('store_id', store.id)
      .where('destination_warehouse_id', lille.id)
      .where('status', 'item_awaiting_inventory')
      .firstOrFail()
    const pkg = await openParcel(store, lille, [item.id])
    const token = await tokenOf(client, 'operator@demo-retail.test')

    ;(await client.get(`/api/packages/${pkg.id}`).bearerToken(token)).assertStatus(200)
    const emptied = await client.delete(`/api/packages/${pkg.id}/items/${item.id}`).bearerToken(token)
    emptied.assertStatus(403)
    emptied.assertBodyContains({ code: 'forbidden' })
    const filled = await client
      .post(`/api/packages/${pkg.id}/items`)
      .bearerToken(token)
      .json({ code: item.identification_number })
    filled.assertStatus(403)
    ;(await client.post(`/api/packages/${pkg.id}/close`).bearerToken(token).json({})).assertStatus(403)
    const content = await db.from('package_items').where('package_id', pkg.id)
    assert.deepEqual(
      content.map((row) => Number(row.item_id)),
      [item.id]
    )
    assert.equal((await Package.findOrFail(pkg.id)).status, 'open')
  })

  test("a unit's manager does not put one store's item in another store's parcel", async ({
    client,
    assert,
  }) => {
    const rivoli = await entity('DR-PAR-001')
    const montparnasse = await entity('DR-PAR-002')
    const item = await awaitingInventory(rivoli)
    const pkg = await openParcel(montparnasse, null)
    const token = await tokenOf(client, 'mu.manager@demo-retail.test')
    ;(await client.get(`/api/packages/${pkg.id}`).bearerToken(token)).assertStatus(200)
    const response = await client
      .post(`/api/packages/${pkg.id}/items`)
      .bearerToken(token)
      .json({ code: item.identification_number })
    response.assertStatus(403)
    assert.lengthOf(await db.from('package_items').where('package_id', pkg.id), 0)

    // The store's own seller fills its own parcel with its own items.
    const own = await openParcel(rivoli, null)
    const seller = await tokenOf(client, 'seller@demo-retail.test')
    ;(
      await client
        .post(`/api/packages/${own.id}/items`)
        .bearerToken(seller)
        .json({ code: item.identification_number })
    ).assertStatus(200)
  })

  test('an item goes only into a parcel leaving from where the item is', async ({ assert }) => {
    const seller = await demoActor('seller@demo-retail.test')
    const rivoli = seller.organization!
    const pkg = new Package().merge({ kind: 'to_workshop', originId: rivoli.id })
    const policy = bouncerOf(seller).with('PackagePolicy')
    assert.isTrue(await policy.allows('addItem', pkg, { storeId: rivoli.id, warehouseId: null }))
    assert.isFalse(await policy.allows('addItem', pkg, { storeId: rivoli.id + 1, warehouseId: null }))
    const toBuyer = new Package().merge({ kind: 'to_buyer', originId: rivoli.id })
    assert.isFalse(await policy.allows('prepare', toBuyer), 'a store prepares no parcel for the buyer')
  })

  test("a workshop's floor does not read the payment of a buy-back it sees; the store does", async ({
    client,
  }) => {
    const rivoli = await entity('DR-PAR-001')
    const lille = await entity('DR-WH-LIL')
    const payment = await db
      .from('payments')
      .join('buybacks', 'buybacks.id', 'payments.buyback_id')
      .where('buybacks.store_id', rivoli.id)
      .where('buybacks.warehouse_id', lille.id)
      .select('payments.id')
      .firstOrFail()
    const operator = await tokenOf(client, 'operator@demo-retail.test')
    const refused = await client.get(`/api/payments/${payment.id}/history`).bearerToken(operator)
    refused.assertStatus(403)
    const seller = await tokenOf(client, 'seller@demo-retail.test')
    ;(await client.get(`/api/payments/${payment.id}/history`).bearerToken(seller)).assertStatus(200)
  })

  test("connector and SSO configurations are their own account's admins' only", async ({ assert }) => {
    const admin = await demoActor('admin@demo-retail.test')
    const other = await demoActor('admin@other-retail.test')
    const configuration = new ConnectorConfiguration().merge({ accountId: admin.accountId })
    assert.isTrue(await bouncerOf(admin).with('ConnectorConfigurationPolicy').allows('manage', configuration))
    assert.isFalse(
      await bouncerOf(other).with('ConnectorConfigurationPolicy').allows('manage', configuration)
    )
    assert.isTrue(await bouncerOf(admin).with('SsoConfigurationPolicy').allows('manage', admin.accountId))
    assert.isFalse(await bouncerOf(other).with('SsoConfigurationPolicy').allows('manage', admin.accountId))

    const platform = await demoActor('superadmin@reprise.test')
    const bare = new Actor(platform.user, platform.module, 'super_admin', null, new Set())
    assert.isTrue(await bouncerOf(bare).with('ConnectorConfigurationPolicy').allows('manage', configuration))
    assert.isTrue(await bouncerOf(bare).with('SsoConfigurationPolicy').allows('manage', admin.accountId))
  })
})
