import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import Buyback from '#models/buyback'
import Customer from '#models/customer'
import Item from '#models/item'
import Organization from '#models/organization'
import User from '#models/user'
import { resolveActor } from '#services/current_module'
import { tenancy } from '#services/tenancy/scopes'

/**
 * DESIGN.md §2 visibility on the demo data: what each role's scope lets through, and that another
 * retailer sees none of it.
 */
async function actorOf(email: string, module?: string) {
  return resolveActor(await User.findByOrFail('email', email), module)
}

async function storeIdsUnder(name: string) {
  const unit = await Organization.findByOrFail('commonName', name)
  const stores = await Organization.query()
    .where('path', 'like', `${unit.path}${unit.id}/%`)
    .where('type', 'store')
  return stores.map((store) => store.id)
}

test.group('Tenancy / buy-backs, items and customers', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a store seller sees only the buy-backs, items and customers of its store', async ({ assert }) => {
    const actor = await actorOf('seller@demo-retail.test')
    const buybacks = await tenancy.buybacks(Buyback.query(), actor)
    assert.isAbove(buybacks.length, 0)
    assert.isTrue(buybacks.every((buyback) => buyback.storeId === actor.organization!.id))

    const items = await tenancy.items(Item.query(), actor)
    assert.sameMembers(
      items.map((item) => item.buybackId),
      buybacks.map((buyback) => buyback.id)
    )
    const customers = await tenancy.customers(Customer.query(), actor)
    assert.sameMembers(
      customers.map((customer) => customer.id),
      [...new Set(buybacks.map((buyback) => buyback.customerId!))]
    )
  })

  test('a management-unit manager sees the buy-backs of the stores below it', async ({ assert }) => {
    const actor = await actorOf('mu.manager@demo-retail.test')
    const stores = await storeIdsUnder('Direction Île-de-France')
    const buybacks = await tenancy.buybacks(Buyback.query(), actor)
    assert.isAbove(buybacks.length, 0)
    assert.isTrue(buybacks.every((buyback) => stores.includes(buyback.storeId!)))
    const all = await Buyback.query().whereIn('store_id', stores)
    assert.lengthOf(buybacks, all.length)
  })

  test('an account admin sees every buy-back of its account, another retailer none', async ({ assert }) => {
    const admin = await actorOf('admin@demo-retail.test', 'tim')
    const other = await actorOf('admin@other-retail.test')
    // A buy-back of the other retailer, so that an unscoped query would show itself.
    const { id: copiedId, ...copied } = await db
      .from('buybacks')
      .where('account_id', admin.accountId)
      .firstOrFail()
    const [foreignId] = await db
      .table('buybacks')
      .insert({
        ...copied,
        account_id: other.accountId,
        identification_number: '9999999999994',
        reference: null,
      })
      .returning('id')
    const foreign = Number(typeof foreignId === 'object' ? foreignId.id : foreignId)
    assert.notEqual(foreign, copiedId)

    const own = await Buyback.query().where('account_id', admin.accountId)
    const seen = await tenancy.buybacks(Buyback.query(), admin)
    assert.sameMembers(
      seen.map((buyback) => buyback.id),
      own.map((buyback) => buyback.id)
    )
    assert.notInclude(
      seen.map((buyback) => buyback.id),
      foreign
    )
    assert.sameMembers(
      (await tenancy.buybacks(Buyback.query(), other)).map((buyback) => buyback.id),
      [foreign]
    )
    assert.lengthOf(await tenancy.items(Item.query(), other), 0)
    assert.lengthOf(await tenancy.customers(Customer.query(), other), 0)
    const entities = await tenancy.organizations(Organization.query(), other)
    assert.isTrue(entities.every((entity) => entity.accountId === other.accountId))
  })

  test('a warehouse role sees the buy-backs and items routed to its workshop', async ({ assert }) => {
    const actor = await actorOf('wh.manager@demo-retail.test')
    const buybacks = await tenancy.buybacks(Buyback.query(), actor)
    assert.isAbove(buybacks.length, 0)
    assert.isTrue(buybacks.every((buyback) => buyback.warehouseId === actor.organization!.id))
    const items = await tenancy.items(Item.query(), actor)
    assert.isTrue(items.every((item) => item.destinationWarehouseId === actor.organization!.id))
  })

  test('a buyer manager sees the buy-backs its account buys', async ({ assert }) => {
    const actor = await actorOf('buyer@demo-buyer.test')
    const buybacks = await tenancy.buybacks(Buyback.query(), actor)
    assert.isAbove(buybacks.length, 0)
    assert.isTrue(buybacks.every((buyback) => buyback.buyerAccountId === actor.accountId))
  })

  test('the super admin sees everything', async ({ assert }) => {
    const actor = await actorOf('superadmin@reprise.test')
    assert.lengthOf(await tenancy.buybacks(Buyback.query(), actor), (await Buyback.query()).length)
  })
})
