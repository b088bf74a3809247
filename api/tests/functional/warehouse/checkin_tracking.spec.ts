import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { ApiClient } from '@japa/api-client'
import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Organization from '#models/organization'
import { sqlDateTime } from '#services/sql_time'
import { tokenOf } from '#tests/helpers/demo'

/**
 * The carrier's tracking number printed on a parcel checks it in like the buy-back or package
 * number it carries (the check-in field asks for a "numéro de colis").
 */
const OPERATOR = 'operator@demo-retail.test'

const lille = () => Organization.findByOrFail('external_id', 'DR-WH-LIL')

const checkIn = (client: ApiClient, token: string, code: string) =>
  client.post('/api/warehouse/checkins').bearerToken(token).header('Accept-Language', 'en').json({ code })

/** A web buy-back of Lille in transit, with its item. */
async function webParcel() {
  return db
    .from('items')
    .join('buybacks', 'buybacks.id', 'items.buyback_id')
    .where('items.destination_warehouse_id', (await lille()).id)
    .where('items.status', 'item_in_transit')
    .where('buybacks.channel', 'web')
    .orderBy('items.id')
    .select('items.id', 'items.buyback_id', 'buybacks.tracking_number')
    .firstOrFail()
}

test.group('Check-in / carrier tracking number', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("a web parcel's tracking number (its transport's or the buy-back's) checks its buy-back in", async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, OPERATOR)
    const parcel = await webParcel()
    await db.from('buybacks').where('id', parcel.buyback_id).update({ tracking_number: null })
    await db.table('transports').insert({
      uuid: randomUUID(),
      buyback_id: parcel.buyback_id,
      company: 'sandbox',
      tracking_number: '6A123456789FR',
      created_at: sqlDateTime(DateTime.now()),
      updated_at: sqlDateTime(DateTime.now()),
    })

    const preview = await client.get('/api/warehouse/checkins/6A123456789FR').bearerToken(token)
    preview.assertStatus(200)
    preview.assertBodyContains({ kind: 'buyback' })
    assert.deepEqual(
      preview.body().buybacks.map((buyback: { id: number }) => buyback.id),
      [parcel.buyback_id]
    )
    const done = await checkIn(client, token, '6A123456789FR')
    done.assertStatus(201)
    assert.equal(
      (await db.from('items').where('id', parcel.id).first()).status,
      'item_awaiting_compliancy_tests'
    )

    // The number kept on the buy-back itself works too.
    const other = await webParcel()
    assert.isNotNull(other.tracking_number)
    ;(await checkIn(client, token, other.tracking_number)).assertStatus(201)
  })

  test("a store package's tracking number checks its whole content in; an unknown number stays unknown", async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, OPERATOR)
    const row = await db
      .from('transports')
      .join('package_items', 'package_items.package_id', 'transports.package_id')
      .join('items', 'items.id', 'package_items.item_id')
      .where('items.destination_warehouse_id', (await lille()).id)
      .where('items.status', 'item_in_transit')
      .select('transports.tracking_number', 'transports.package_id')
      .firstOrFail()
    const content = await db.from('package_items').where('package_id', row.package_id).select('item_id')

    const preview = await client.get(`/api/warehouse/checkins/${row.tracking_number}`).bearerToken(token)
    preview.assertStatus(200)
    preview.assertBodyContains({ kind: 'package' })
    const done = await checkIn(client, token, row.tracking_number)
    done.assertStatus(201)
    assert.sameMembers(
      done.body().items.map((item: { id: number }) => item.id),
      content.map((one) => one.item_id)
    )

    const unknown = await checkIn(client, token, '6A000000000FR')
    unknown.assertStatus(404)
    unknown.assertBodyContains({ code: 'checkin_code_unknown' })
  })
})
