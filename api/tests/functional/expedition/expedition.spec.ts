import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { ApiClient, ApiRequest } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import Organization from '#models/organization'
import { tokenOf } from '#tests/helpers/demo'
import { pdfText } from '#tests/helpers/pdf_text'

const STORE_MANAGER = 'store.manager@demo-retail.test'
const OPERATOR = 'operator@demo-retail.test'
const LILLE = 'DR-WH-LIL'

const en = (call: ApiRequest, token: string) => call.bearerToken(token).header('Accept-Language', 'en')

/** The caller's own store or workshop, as the demo hangs its users. */
async function entityOf(email: string) {
  const row = await db
    .from('user_modules')
    .join('users', 'users.id', 'user_modules.user_id')
    .where('users.email', email)
    .select('user_modules.organization_id')
    .firstOrFail()
  return Organization.findOrFail(row.organization_id)
}

async function items(where: (query: any) => void, limit = 10) {
  const query = db
    .from('items')
    .join('buybacks', 'buybacks.id', 'items.buyback_id')
    .orderBy('items.id')
    .limit(limit)
    .select(
      'items.*',
      'buybacks.identification_number as buyback_number',
      'buybacks.status as buyback_status'
    )
  where(query)
  return query
}

/** A package opened with its first item (never an empty one). */
async function newPackage(client: ApiClient, token: string, code: string) {
  const created = await en(client.post('/api/packages'), token).json({ code })
  created.assertStatus(201)
  return created.body() as {
    id: number
    version: number
    number: string
    status: string
    items: unknown[]
    [key: string]: any
  }
}

const openPackage = (client: ApiClient, token: string, code?: string) =>
  en(client.post('/api/packages'), token).json(code === undefined ? {} : { code })

const add = (client: ApiClient, token: string, packageId: number, code: string) =>
  en(client.post(`/api/packages/${packageId}/items`), token).json({ code })

test.group('Expedition / a store ships to its workshop', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('three items in one package: content locked at close, label and transport order, statuses moved', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, STORE_MANAGER)
    const store = await entityOf(STORE_MANAGER)
    const awaiting = await en(client.get('/api/expedition/awaiting'), token)
    awaiting.assertStatus(200)
    assert.equal(awaiting.body().kind, 'to_workshop')
    const mine = await items(
      (q) => q.where('items.store_id', store.id).where('items.status', 'item_awaiting_inventory'),
      100
    )
    assert.isAtLeast(mine.length, 3)
    assert.includeMembers(
      awaiting.body().items.map((item: any) => item.id),
      mine.map((row) => row.id)
    )
    // Three items for the same workshop: the one most of them go to.
    const workshopId = mine
      .map((row) => row.destination_warehouse_id)
      .sort(
        (a, b) =>
          mine.filter((row) => row.destination_warehouse_id === b).length -
          mine.filter((row) => row.destination_warehouse_id === a).length
      )[0]
    const three = mine.filter((row) => row.destination_warehouse_id === workshopId).slice(0, 3)
    assert.lengthOf(three, 3)

    // A package opens with its first item, never empty; a refused one leaves no package behind.
    const packagesBefore = (await db.from('packages').count('* as total'))[0].total
    ;(await openPackage(client, token)).assertStatus(422)
    const unknownFirst = await openPackage(client, token, '0000000000000')
    unknownFirst.assertStatus(404)
    assert.equal(unknownFirst.body().code, 'expedition_item_unknown')
    assert.equal((await db.from('packages').count('* as total'))[0].total, packagesBefore)
    // The first by its buy-back's number, the others by their own.
    const pkg = await newPackage(client, token, three[0].buyback_number)
    assert.equal(pkg.status, 'open')
    assert.lengthOf(pkg.items, 1)
    assert.equal(pkg.destination.id, workshopId)
    // A document before the close: nothing is booked yet.
    const early = await en(client.get(`/api/packages/${pkg.id}/documents/label`), token)
    early.assertStatus(404)
    assert.equal(early.body().code, 'expedition_shipment_not_recorded')

    let view: any = pkg
    for (const row of three.slice(1)) {
      const added = await add(client, token, pkg.id, row.identification_number)
      added.assertStatus(200)
      view = added.body()
    }
    assert.lengthOf(view.items, 3)
    assert.equal(view.destination.id, workshopId)
    const twice = await add(client, token, pkg.id, three[1].identification_number)
    twice.assertStatus(409)
    assert.equal(twice.body().code, 'expedition_code_already_entered')
    const unknown = await add(client, token, pkg.id, '0000000000000')
    unknown.assertStatus(404)
    assert.equal(unknown.body().code, 'expedition_item_unknown')

    // A screen that missed a change is refused.
    const stale = await en(client.post(`/api/packages/${pkg.id}/close`), token).json({ version: pkg.version })
    stale.assertStatus(409)
    assert.equal(stale.body().code, 'conflict')

    const closed = await en(client.post(`/api/packages/${pkg.id}/close`), token).json({
      version: view.version,
    })
    closed.assertStatus(200)
    assert.equal(closed.body().status, 'shipped')
    assert.match(closed.body().transport.trackingNumber, /^6A\d{9}FR$/)
    for (const row of three) {
      const item = await db.from('items').where('id', row.id).firstOrFail()
      const buyback = await db.from('buybacks').where('id', row.buyback_id).firstOrFail()
      assert.equal(item.status, 'item_in_transit')
      assert.equal(buyback.status, 'bb_in_transit')
      const history = await db
        .from('status_history')
        .where({ subject_type: 'item', subject_id: row.id, event: 'package_shipped' })
        .first()
      assert.equal(history.comment, pkg.number)
    }
    const transport = await db.from('transports').where('package_id', pkg.id).firstOrFail()
    assert.equal(transport.kind, 'store_to_workshop')
    assert.equal(transport.origin_id, store.id)
    assert.equal(transport.destination_id, workshopId)

    // Locked: nothing goes in or out any more.
    const late = await add(client, token, pkg.id, mine.at(-1)!.identification_number)
    late.assertStatus(409)
    assert.equal(late.body().code, 'expedition_already_processed')
    const out = await en(client.delete(`/api/packages/${pkg.id}/items/${three[0].id}`), token)
    out.assertStatus(409)
    assert.equal(out.body().code, 'expedition_already_processed')
    const again = await en(client.get(`/api/expedition/items/${three[0].identification_number}`), token)
    again.assertStatus(409)
    assert.equal(again.body().code, 'expedition_already_processed')

    const label = await en(client.get(`/api/packages/${pkg.id}/documents/label`), token)
    label.assertStatus(200)
    assert.equal(label.header('content-type'), 'application/pdf')
    const order = await en(client.get(`/api/packages/${pkg.id}/documents/transport_order`), token)
    order.assertStatus(200)
    const text = await pdfText(Buffer.from(order.body()))
    assert.include(text, 'Transport order')
    for (const row of three) assert.include(text, row.identification_number)
  })

  test('refusals: travelling alone, not dropped yet, another destination; and the scope', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, STORE_MANAGER)
    const store = await entityOf(STORE_MANAGER)
    const [shipped] = await items((q) =>
      q
        .where('buybacks.store_id', store.id)
        .where('items.status', 'item_in_transit')
        .whereNotExists((sub: any) => sub.from('package_items').whereRaw('package_items.item_id = items.id'))
    )
    if (shipped) {
      const alone = await en(client.get(`/api/expedition/items/${shipped.identification_number}`), token)
      alone.assertStatus(409)
      assert.equal(alone.body().code, 'expedition_not_needed')
    }
    const [held] = await items((q) =>
      q.where('items.store_id', store.id).where('items.status', 'item_awaiting_inventory')
    )
    await db.from('items').where('id', held.id).update({ status: 'item_lost_store' })
    const lost = await en(client.get(`/api/expedition/items/${held.identification_number}`), token)
    lost.assertStatus(409)
    assert.equal(lost.body().code, 'expedition_item_not_shippable')
    await db.from('items').where('id', held.id).update({ status: 'item_awaiting_inventory' })

    const two = await items(
      (q) => q.where('items.store_id', store.id).where('items.status', 'item_awaiting_inventory'),
      50
    )
    // The first goes to the operator's workshop (Lille): the package is on its way there.
    const lille = await entityOf(OPERATOR)
    const first = two.find((row) => row.destination_warehouse_id === lille.id)!
    const elsewhere = two.find((row) => row.destination_warehouse_id !== first.destination_warehouse_id)
    const pkg = await newPackage(client, token, first.identification_number)
    if (elsewhere) {
      const other = await add(client, token, pkg.id, elsewhere.identification_number)
      other.assertStatus(409)
      assert.equal(other.body().code, 'expedition_other_destination')
    }
    // In an open package already: another package refuses it, and none is opened for it.
    const packagesBefore = (await db.from('packages').count('* as total'))[0].total
    const taken = await openPackage(client, token, first.identification_number)
    taken.assertStatus(409)
    assert.equal(taken.body().code, 'expedition_already_processed')
    assert.equal((await db.from('packages').count('* as total'))[0].total, packagesBefore)

    // Another retailer sees neither the package nor the item.
    const stranger = await tokenOf(client, 'seller@other-retail.test')
    ;(await en(client.get(`/api/packages/${pkg.id}`), stranger)).assertStatus(404)
    const hidden = await en(client.get(`/api/expedition/items/${first.identification_number}`), stranger)
    hidden.assertStatus(404)
    assert.equal(hidden.body().code, 'expedition_item_unknown')
    const list = await en(client.get('/api/packages'), stranger)
    assert.notInclude(
      list.body().map((row: any) => row.id),
      pkg.id
    )
    // The workshop the package is on its way to reads it but does not prepare it (PackagePolicy).
    const operator = await tokenOf(client, OPERATOR)
    ;(await en(client.get(`/api/packages/${pkg.id}`), operator)).assertStatus(200)
    const foreign = await add(client, operator, pkg.id, first.identification_number)
    foreign.assertStatus(403)
    assert.equal(foreign.body().code, 'forbidden')
  })
})

test.group('Expedition / a workshop ships to the buyer and returns to customers', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  const completedAtLille = async (limit = 10) => {
    const lille = await Organization.findByOrFail('external_id', LILLE)
    return items(
      (q) =>
        q
          .where('items.destination_warehouse_id', lille.id)
          .whereIn('items.status', [
            'item_completed',
            'item_completed_by_price',
            'item_completed_with_absorption',
          ])
          .whereNotNull('buybacks.buyer_account_id'),
      limit
    )
  }

  test('two completed items leave for the buyer with a packing slip; they are off the shelf', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, OPERATOR)
    const done = await completedAtLille()
    assert.isAtLeast(done.length, 2)
    const awaiting = await en(client.get('/api/expedition/awaiting'), token)
    assert.equal(awaiting.body().kind, 'to_buyer')
    assert.includeMembers(
      awaiting.body().items.map((item: any) => item.id),
      done.slice(0, 2).map((row) => row.id)
    )
    const label = await en(
      client.get(`/api/expedition/items/${done[0].identification_number}?mode=label`),
      token
    )
    label.assertStatus(409)
    assert.equal(label.body().code, 'expedition_item_no_label_needed')

    const pkg = await newPackage(client, token, done[0].identification_number)
    let view: any = pkg
    for (const row of done.slice(1, 2)) {
      const added = await add(client, token, pkg.id, row.identification_number)
      added.assertStatus(200)
      view = added.body()
    }
    assert.equal(view.kind, 'to_buyer')
    assert.equal(view.destination.name, 'Demo Buyer SAS')
    const closed = await en(client.post(`/api/packages/${pkg.id}/close`), token).json({
      version: view.version,
    })
    closed.assertStatus(200)
    for (const row of done.slice(0, 2)) {
      const item = await db.from('items').where('id', row.id).firstOrFail()
      // Gone: the status machine says so.
      assert.equal(item.status, 'item_shipped')
      assert.isNull(item.stock_id)
      const history = await db
        .from('status_history')
        .where({ subject_type: 'item', subject_id: row.id, event: 'shipped_to_buyer' })
        .first()
      assert.deepEqual([history?.from_status, history?.to_status], [row.status, 'item_shipped'])
    }
    const slip = await en(client.get(`/api/packages/${pkg.id}/documents/packing_slip`), token)
    slip.assertStatus(200)
    const text = await pdfText(Buffer.from(slip.body()))
    assert.include(text, 'Packing slip')
    for (const row of done.slice(0, 2)) assert.include(text, row.identification_number)
    const again = await en(client.get(`/api/expedition/items/${done[0].identification_number}`), token)
    again.assertStatus(409)
    assert.equal(again.body().code, 'expedition_already_processed')
    const after = await en(client.get('/api/expedition/awaiting'), token)
    assert.notInclude(
      after.body().items.map((item: any) => item.id),
      done[0].id
    )
  })

  test('an item to return leaves alone with its own label; a package refuses it', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, OPERATOR)
    const [row] = await completedAtLille(1)
    // The customer declined the proposal: the item is to return.
    await db.from('items').where('id', row.id).update({ status: 'item_to_return' })
    const refused = await openPackage(client, token, row.identification_number)
    refused.assertStatus(409)
    assert.equal(refused.body().code, 'expedition_item_needs_label')

    const shipped = await en(client.post('/api/expedition/returns'), token).json({
      code: row.identification_number,
    })
    shipped.assertStatus(201)
    assert.equal(shipped.body().item.status, 'item_returned')
    const transport = await db.from('transports').where('item_id', row.id).firstOrFail()
    assert.equal(transport.kind, 'workshop_to_customer')
    assert.isNull(transport.buyback_id)
    assert.equal(shipped.body().transport.trackingNumber, transport.tracking_number)
    const label = await en(client.get(`/api/expedition/transports/${transport.id}/label`), token)
    label.assertStatus(200)
    assert.equal(label.header('content-type'), 'application/pdf')
    const lyon = await tokenOf(client, 'operator.lyon@demo-retail.test')
    ;(await en(client.get(`/api/expedition/transports/${transport.id}/label`), lyon)).assertStatus(404)
    const item = await db.from('items').where('id', row.id).firstOrFail()
    assert.equal(item.status, 'item_returned')
    assert.isNull(item.stock_id)

    const twice = await en(client.post('/api/expedition/returns'), token).json({
      code: row.identification_number,
    })
    twice.assertStatus(409)
    assert.equal(twice.body().code, 'expedition_already_processed')
    // A completed item does not go back to a customer.
    const [other] = (await completedAtLille(3)).filter((candidate) => candidate.id !== row.id)
    const wrong = await en(client.post('/api/expedition/returns'), token).json({
      code: other.identification_number,
    })
    wrong.assertStatus(409)
    assert.equal(wrong.body().code, 'expedition_item_no_label_needed')
  })

  test('not needed without a buyer, not shippable in quarantine, unknown before its tests', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, OPERATOR)
    const [first, second, third] = await completedAtLille(3)
    await db.from('buybacks').where('id', first.buyback_id).update({ buyer_account_id: null })
    const noBuyer = await en(client.get(`/api/expedition/items/${first.identification_number}`), token)
    noBuyer.assertStatus(409)
    assert.equal(noBuyer.body().code, 'expedition_not_needed')
    await db.from('items').where('id', second.id).update({ status: 'item_in_quarantine' })
    const held = await en(client.get(`/api/expedition/items/${second.identification_number}`), token)
    held.assertStatus(409)
    assert.equal(held.body().code, 'expedition_item_not_shippable')
    await db.from('items').where('id', third.id).update({ status: 'item_awaiting_compliancy_tests' })
    const early = await en(client.get(`/api/expedition/items/${third.identification_number}`), token)
    early.assertStatus(404)
    assert.equal(early.body().code, 'expedition_item_unknown')
    // The Lyon operator does not see Lille's items.
    const lyon = await tokenOf(client, 'operator.lyon@demo-retail.test')
    const hidden = await en(client.get(`/api/expedition/items/${first.identification_number}`), lyon)
    hidden.assertStatus(404)
  })
})
