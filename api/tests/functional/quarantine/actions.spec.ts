import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import Item from '#models/item'
import User from '#models/user'
import { Actor } from '#services/actor'
import { resolveActor } from '#services/current_module'
import { quarantineActionsOf } from '#services/buybacks/quarantine_actions'
import { bouncerOf } from '#policies/main'
import { permissionsFor } from '#permissions/table'
import type { Permission } from '#permissions/names'
import { tokenOf } from '#tests/helpers/demo'

interface Row {
  id: number
  status: string
  buyback: { id: number }
  actions: string[]
}

async function rows(client: ApiClient, token: string, status: string) {
  const response = await client.get('/api/quarantine').bearerToken(token).qs({ status, _start: 0, _end: 100 })
  response.assertStatus(200)
  return response.body() as Row[]
}

const rowOf = async (client: ApiClient, token: string, id: number, status = 'item_in_quarantine') =>
  (await rows(client, token, status)).find((row) => row.id === id)!

/** The customer of an item's buy-back, whose address the return label goes to. */
async function customerOf(itemId: number) {
  const item = await Item.findOrFail(itemId)
  const buyback = await db.from('buybacks').where('id', item.buybackId).firstOrFail()
  return db.from('customers').where('id', buyback.customer_id).firstOrFail()
}

/** The same user and entity under another permission set. */
async function actorWith(email: string, permissions: (held: Permission[]) => Permission[]) {
  const actor = await resolveActor(await User.findByOrFail('email', email))
  const held = permissionsFor(actor.module, actor.role)
  return new Actor(actor.user, actor.module, actor.role, actor.organization, new Set(permissions(held)))
}

test.group('Quarantine / actions of each row', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a workshop manager is offered every action on the items it holds, none once released', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, 'wh.manager@demo-retail.test')
    const held = await rows(client, token, 'item_in_quarantine')
    assert.isAbove(held.length, 0)
    const [one] = held
    assert.deepEqual(one.actions, ['release', 'label', 'mail'])

    const [stock] = (await client.get(`/api/quarantine/${one.id}/stocks`).bearerToken(token)).body()
    const today = new Date().toISOString().slice(0, 10)
    await client
      .post(`/api/quarantine/${one.id}/release`)
      .bearerToken(token)
      .json({ confirmed: true, stockId: stock.id, readyFrom: today })
      .then((response) => response.assertStatus(200))
    // Released without a label booked: nothing left to do from this list.
    assert.deepEqual((await rowOf(client, token, one.id, 'item_to_reintegrate_to_stock')).actions, [])
  })

  test('the label is offered with a customer address, and once booked even without one', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, 'wh.manager@demo-retail.test')
    const [one] = await rows(client, token, 'item_in_quarantine')
    const customer = await customerOf(one.id)
    await db.from('customers').where('id', customer.id).update({ zip_code: null })
    assert.deepEqual((await rowOf(client, token, one.id)).actions, ['release', 'mail'])
    // The action agrees: without the address it refuses to book.
    ;(await client.post(`/api/quarantine/${one.id}/return-label`).bearerToken(token)).assertStatus(422)

    await db.from('customers').where('id', customer.id).update({ zip_code: customer.zip_code })
    ;(await client.post(`/api/quarantine/${one.id}/return-label`).bearerToken(token)).assertStatus(200)
    await db.from('customers').where('id', customer.id).update({ zip_code: null })
    // Booked: asking again gives the same label, so the list still offers it.
    assert.deepEqual((await rowOf(client, token, one.id)).actions, ['release', 'label', 'mail'])
    ;(await client.post(`/api/quarantine/${one.id}/return-label`).bearerToken(token)).assertStatus(200)
  })

  test('a role without a right is offered none of its actions, and its policy refuses it', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, 'wh.manager@demo-retail.test')
    const [row] = await rows(client, token, 'item_in_quarantine')
    const item = await Item.findOrFail(row.id)
    const asRow = {
      id: item.id,
      buybackId: item.buybackId,
      status: item.status,
      warehouseId: item.warehouseId,
      destinationWarehouseId: item.destinationWarehouseId,
      labelBooked: false,
      customer: await addressOf(row.id),
    }

    const noMail = await actorWith('wh.manager@demo-retail.test', (held) =>
      held.filter((name) => name !== 'send_quarantine_mail')
    )
    assert.deepEqual(await quarantineActionsOf(noMail)(asRow), ['release', 'label'])
    assert.isFalse(await bouncerOf(noMail).with('QuarantinePolicy').allows('sendMail', item))

    const none = await actorWith('wh.manager@demo-retail.test', () => ['buyback_menu'])
    assert.deepEqual(await quarantineActionsOf(none)(asRow), [])
    await assert.rejects(
      () => bouncerOf(none).with('QuarantinePolicy').authorize('release', item),
      /Access denied/
    )
    assert.equal((await Item.findOrFail(item.id)).status, 'item_in_quarantine')

    // The platform admin's `before` grants every right; the item's state still decides.
    const platform = await resolveActor(await User.findByOrFail('email', 'superadmin@reprise.test'))
    const bare = new Actor(platform.user, platform.module, platform.role, platform.organization, new Set())
    assert.deepEqual(await quarantineActionsOf(bare)(asRow), ['release', 'label', 'mail'])
    const released = { ...asRow, status: 'item_to_reintegrate_to_stock' }
    assert.deepEqual(await quarantineActionsOf(bare)(released), [])
  })
})

async function addressOf(itemId: number) {
  const customer = await customerOf(itemId)
  return { street: customer.street, zipCode: customer.zip_code, city: customer.city }
}
