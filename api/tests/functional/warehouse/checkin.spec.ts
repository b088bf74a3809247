import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import Organization from '#models/organization'
import User from '#models/user'
import { tokenOf } from '#tests/helpers/demo'
import { pdfText } from '#tests/helpers/pdf_text'

const OPERATOR = 'operator@demo-retail.test'
const LILLE = 'DR-WH-LIL'
const LYON = 'DR-WH-LYS'

const workshop = (externalId: string) => Organization.findByOrFail('external_id', externalId)

/** A demo item of a workshop in one status, with its buy-back's number. */
async function itemAt(externalId: string, status: string, extra: (query: any) => void = () => {}) {
  const query = db
    .from('items')
    .join('buybacks', 'buybacks.id', 'items.buyback_id')
    .where('items.destination_warehouse_id', (await workshop(externalId)).id)
    .where('items.status', status)
    .orderBy('items.id')
    .select(
      'items.*',
      'buybacks.identification_number as buyback_number',
      'buybacks.status as buyback_status'
    )
  extra(query)
  const row = await query.first()
  if (!row) throw new Error(`no demo item ${status} at ${externalId}`)
  return row
}

const checkIn = (client: ApiClient, token: string, code: string) =>
  client.post('/api/warehouse/checkins').bearerToken(token).header('Accept-Language', 'en').json({ code })

/** The native "to be verified" stock the demo workshops share. */
const toBeVerified = () => db.from('stocks').where('native_kind', 'to_be_verified').firstOrFail()

async function assertCheckedIn(assert: any, itemId: number, workshopId: number, userId: number) {
  const item = await db.from('items').where('id', itemId).firstOrFail()
  const buyback = await db.from('buybacks').where('id', item.buyback_id).firstOrFail()
  assert.equal(item.status, 'item_awaiting_compliancy_tests')
  assert.equal(buyback.status, 'bb_in_processing')
  assert.equal(item.stock_id, (await toBeVerified()).id)
  assert.equal(item.warehouse_id, workshopId)
  assert.isNotNull(item.stock_entered_at)
  const history = await db
    .from('status_history')
    .where('buyback_id', buyback.id)
    .whereIn('event', ['checked_in', 'ready_for_tests'])
    .where('user_id', userId)
    .orderBy('id')
    .select('subject_type', 'event', 'from_status', 'to_status', 'actor_kind')
  assert.deepEqual(
    history.map((row) => [row.subject_type, row.event, row.from_status, row.to_status, row.actor_kind]),
    [
      ['buyback', 'checked_in', 'bb_in_transit', 'bb_in_processing', 'user'],
      ['item', 'checked_in', 'item_in_transit', 'item_registered_in_warehouse', 'user'],
      ['item', 'ready_for_tests', 'item_registered_in_warehouse', 'item_awaiting_compliancy_tests', 'user'],
    ]
  )
}

test.group('Warehouse / check-in', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an operator checks in a buy-back by its number: statuses, history and stock', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, OPERATOR)
    const operator = await User.findByOrFail('email', OPERATOR)
    const lille = await workshop(LILLE)
    const row = await itemAt(LILLE, 'item_in_transit')

    const shown = await client
      .get(`/api/buybacks/by-identification-number/${row.buyback_number}`)
      .bearerToken(token)
    shown.assertStatus(200)
    assert.equal(shown.body().identificationNumber, row.buyback_number)
    assert.equal(shown.body().expectedWorkshop.name, 'Atelier Lille-Lesquin')
    assert.isString(shown.body().product.label)
    assert.isString(shown.body().declaredGrade)
    assert.isString(shown.body().circuit.name)
    assert.deepEqual(shown.body().items, [
      { id: row.id, identificationNumber: row.identification_number, status: 'item_in_transit' },
    ])

    const preview = await client.get(`/api/warehouse/checkins/${row.buyback_number}`).bearerToken(token)
    preview.assertStatus(200)
    assert.equal(preview.body().kind, 'buyback')
    assert.equal(preview.body().buybacks[0].id, row.buyback_id)

    const response = await checkIn(client, token, row.buyback_number)
    response.assertStatus(201)
    assert.equal(response.body().kind, 'buyback')
    assert.deepEqual(
      response.body().items.map((one: any) => [one.id, one.status, one.buyback.status]),
      [[row.id, 'item_awaiting_compliancy_tests', 'bb_in_processing']]
    )
    await assertCheckedIn(assert, row.id, lille.id, operator.id)
  })

  test('an operator checks in an item by its code', async ({ client, assert }) => {
    const token = await tokenOf(client, 'wh.manager@demo-retail.test')
    const manager = await User.findByOrFail('email', 'wh.manager@demo-retail.test')
    const row = await itemAt(LILLE, 'item_in_transit')
    const response = await checkIn(client, token, row.identification_number)
    response.assertStatus(201)
    assert.equal(response.body().kind, 'item')
    await assertCheckedIn(assert, row.id, (await workshop(LILLE)).id, manager.id)
  })

  test('a package number checks in every item of the parcel', async ({ client, assert }) => {
    const token = await tokenOf(client, OPERATOR)
    const operator = await User.findByOrFail('email', OPERATOR)
    const lille = await workshop(LILLE)
    const parcel = await db.from('packages').where('destination_id', lille.id).orderBy('id').firstOrFail()
    const contents = await db.from('package_items').where('package_id', parcel.id).orderBy('item_id')
    assert.isAbove(contents.length, 0)

    const response = await checkIn(client, token, parcel.number)
    response.assertStatus(201)
    assert.equal(response.body().kind, 'package')
    assert.sameMembers(
      response.body().items.map((one: any) => one.id),
      contents.map((one) => one.item_id)
    )
    for (const one of contents) await assertCheckedIn(assert, one.item_id, lille.id, operator.id)

    // Scanned again, the parcel has nothing left to register.
    const again = await checkIn(client, token, parcel.number)
    again.assertStatus(409)
    again.assertBodyContains({ code: 'checkin_already_checked_in' })
  })

  test('an unknown code is refused with checkin_code_unknown', async ({ client }) => {
    const token = await tokenOf(client, OPERATOR)
    const response = await checkIn(client, token, '1234567890128')
    response.assertStatus(404)
    response.assertBody({
      code: 'checkin_code_unknown',
      message:
        'This code is not recognised: check the buy-back number, item code, package number or carrier tracking number.',
    })
    const preview = await client.get('/api/warehouse/checkins/00000000').bearerToken(token)
    preview.assertStatus(404)
    preview.assertBodyContains({ code: 'checkin_code_unknown' })
  })

  test('an item already checked in is refused with checkin_already_checked_in', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, OPERATOR)
    const row = await itemAt(LILLE, 'item_awaiting_compliancy_tests')
    const before = await db.from('status_history').where('subject_id', row.id).count('* as n')
    for (const code of [row.identification_number, row.buyback_number]) {
      const response = await checkIn(client, token, code)
      response.assertStatus(409)
      response.assertBodyContains({
        code: 'checkin_already_checked_in',
        message: 'This product has already been checked in at the workshop.',
      })
    }
    // The preview already tells the operator, before any confirmation.
    const preview = await client.get(`/api/warehouse/checkins/${row.buyback_number}`).bearerToken(token)
    preview.assertStatus(409)
    const after = await db.from('status_history').where('subject_id', row.id).count('* as n')
    assert.deepEqual(after, before)
  })

  test('an item not on its way to a workshop is refused with checkin_status_not_registrable', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, OPERATOR)
    const row = await itemAt(LILLE, 'item_awaiting_store_drop')
    const response = await checkIn(client, token, row.identification_number)
    response.assertStatus(409)
    response.assertBodyContains({
      code: 'checkin_status_not_registrable',
      message: 'The status does not match a product to register.',
    })
    assert.equal((await db.from('items').where('id', row.id).first()).status, 'item_awaiting_store_drop')
  })

  test('an item expected at another workshop is refused, naming that workshop', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, OPERATOR)
    const row = await itemAt(LYON, 'item_in_transit')
    const response = await checkIn(client, token, row.buyback_number)
    response.assertStatus(409)
    response.assertBody({
      code: 'checkin_other_workshop',
      message: 'This product is expected at another workshop: Atelier Lyon Saint-Priest.',
    })
    const french = await client
      .post('/api/warehouse/checkins')
      .bearerToken(token)
      .header('Accept-Language', 'fr')
      .json({ code: row.identification_number })
    assert.include(french.body().message, 'Atelier Lyon Saint-Priest')
    assert.equal((await db.from('items').where('id', row.id).first()).status, 'item_in_transit')
    // Outside the operator's scope, the buy-back itself is not shown.
    const shown = await client
      .get(`/api/buybacks/by-identification-number/${row.buyback_number}`)
      .bearerToken(token)
    shown.assertStatus(404)
  })

  test("another retailer's item is unknown to the workshop", async ({ client, assert }) => {
    const token = await tokenOf(client, OPERATOR)
    const row = await itemAt(LILLE, 'item_in_transit')
    const other = await db.from('accounts').where('common_name', 'Other Retail').firstOrFail()
    const theirs = await Organization.create({
      accountId: other.id,
      type: 'warehouse',
      moduleType: 'rps',
      commonName: 'Atelier Bordeaux',
      status: 'active',
      country: 'FR',
      path: '/',
    })
    await db
      .from('buybacks')
      .where('id', row.buyback_id)
      .update({ account_id: other.id, warehouse_id: theirs.id })
    await db.from('items').where('id', row.id).update({ destination_warehouse_id: theirs.id })

    for (const code of [row.buyback_number, row.identification_number]) {
      const response = await checkIn(client, token, code)
      response.assertStatus(404)
      response.assertBodyContains({ code: 'checkin_code_unknown' })
    }
    ;(
      await client.get(`/api/buybacks/by-identification-number/${row.buyback_number}`).bearerToken(token)
    ).assertStatus(404)
    assert.equal((await db.from('items').where('id', row.id).first()).status, 'item_in_transit')
  })

  test('a store seller cannot check in, and a malformed code is a field error', async ({ client }) => {
    const seller = await tokenOf(client, 'seller@demo-retail.test')
    const row = await itemAt(LILLE, 'item_in_transit')
    ;(await checkIn(client, seller, row.buyback_number)).assertStatus(403)
    const token = await tokenOf(client, OPERATOR)
    const malformed = await checkIn(client, token, 'abc def!')
    malformed.assertStatus(422)
  })

  test('the item label is a PDF with the item code, the product and the buy-back number', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, OPERATOR)
    const row = await itemAt(LILLE, 'item_in_transit')
    ;(await checkIn(client, token, row.identification_number)).assertStatus(201)
    const response = await client
      .get(`/api/items/${row.id}/label`)
      .bearerToken(token)
      .header('Accept-Language', 'de')
    response.assertStatus(200)
    assert.equal(response.header('content-type'), 'application/pdf')
    const bytes = Buffer.from(response.response.body ?? response.text(), 'latin1')
    assert.equal(bytes.subarray(0, 5).toString(), '%PDF-')
    const text = pdfText(bytes)
    assert.include(text, `Artikelcode: ${row.identification_number}`)
    assert.include(text, row.buyback_number)
    assert.include(text, row.name)
    const lyon = await itemAt(LYON, 'item_in_transit')
    ;(await client.get(`/api/items/${lyon.id}/label`).bearerToken(token)).assertStatus(404)
  })
})

/**
 * Ten operators scan one parcel at once. Run outside the global transaction, so that on MySQL each request
 * holds its own connection: the status machine's versioned update lets exactly one through, and the nine
 * others get the catalogue's refusal, not a generic conflict. The rows are put back afterwards.
 */
test.group('Warehouse / check-in at once', () => {
  test('10 parallel check-ins of one item: exactly 1 succeeds, 9 are already checked in', async ({
    client,
    assert,
    cleanup,
  }) => {
    const token = await tokenOf(client, OPERATOR)
    const row = await itemAt(LILLE, 'item_in_transit')
    const buyback = await db.from('buybacks').where('id', row.buyback_id).firstOrFail()
    const lastHistory = (await db.from('status_history').max('id as id').first()).id
    cleanup(async () => {
      await db.from('status_history').where('id', '>', lastHistory).where('buyback_id', buyback.id).delete()
      await db.from('items').where('id', row.id).update({
        status: row.status,
        version: row.version,
        stock_id: row.stock_id,
        warehouse_id: row.warehouse_id,
        stock_entered_at: row.stock_entered_at,
      })
      await db
        .from('buybacks')
        .where('id', buyback.id)
        .update({ status: buyback.status, version: buyback.version })
    })

    const responses = await Promise.all(
      Array.from({ length: 10 }, () => checkIn(client, token, row.identification_number))
    )
    const statuses = responses.map((response) => response.status())
    assert.equal(statuses.filter((status) => status === 201).length, 1)
    assert.deepEqual(
      responses.filter((response) => response.status() !== 201).map((response) => response.body().code),
      Array(9).fill('checkin_already_checked_in')
    )
    const history = await db
      .from('status_history')
      .where('buyback_id', buyback.id)
      .where('event', 'checked_in')
      .where('id', '>', lastHistory)
    assert.lengthOf(history, 2)
  })
})
