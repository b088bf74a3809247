import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import Buyback from '#models/buyback'
import { trackOpenTransports } from '#actions/transports/track_open_transports'
import { sqlDateTime } from '#services/sql_time'
import { tokenOf } from '#tests/helpers/demo'
import { bookedHoursAgo, buybackTransport, demoPackageTransport, eventsOf } from '#tests/helpers/transports'

const SUPER_ADMIN = 'superadmin@reprise.test'
const truthy = (value: unknown) => value === true || Number(value) === 1
/** A timestamp as read back: a Date on MySQL, the written text on SQLite. */
const asSql = (value: Date | string) => (value instanceof Date ? sqlDateTime(value) : value)

/**
 * The carrier tracking job on the sandbox carrier, whose parcel goes its way over 24 hours
 * (CARRIER_SANDBOX_TRANSIT_MINUTES' default) from its booking: moving the booking back moves it along.
 */
test.group('Transports / tracking job', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('records each carrier event once, however often it runs', async ({ assert }) => {
    const { transport, parcel, buybackIds } = await demoPackageTransport()
    // Five hours in: booked (0 h) and picked up (2.4 h), not yet on the road (7.2 h).
    const bookedAt = await bookedHoursAgo(transport.id, 5)
    // A concurrent run already wrote the first event: this one must skip it, not fail.
    await db
      .insertQuery()
      .table('transport_events')
      .insert({
        transport_id: transport.id,
        code: 'DELIVERY_INIT',
        occurred_at: sqlDateTime(bookedAt),
        location: null,
        created_at: sqlDateTime(),
      })

    const first = await trackOpenTransports()
    const second = await trackOpenTransports()

    assert.equal(first.failed, 0)
    assert.equal(second.failed, 0)
    const events = await eventsOf(transport.id)
    assert.deepEqual(
      events.map((event) => event.code),
      ['DELIVERY_INIT', 'DELIVERY_PICKED_UP']
    )
    assert.equal(events[1].location, 'Lille CTC')
    const row = await db.from('transports').where('id', transport.id).firstOrFail()
    assert.equal(row.last_delivery_status, 'DELIVERY_PICKED_UP')
    assert.isNotNull(row.last_delivery_status_at)
    assert.isTrue(truthy(row.is_tracked))
    assert.isNull(row.delivered_at)
    assert.equal((await db.from('packages').where('id', parcel.id).firstOrFail()).status, 'shipped')
    const buybacks = await db.from('buybacks').whereIn('id', buybackIds).select('delivery_status')
    assert.isAbove(buybacks.length, 0)
    assert.isTrue(buybacks.every((one) => one.delivery_status === 'DELIVERY_PICKED_UP'))
  })

  test('a final status ends the tracking and delivers the package', async ({ assert }) => {
    const { transport, parcel, buybackIds } = await demoPackageTransport(1)
    const bookedAt = await bookedHoursAgo(transport.id, 48)

    await trackOpenTransports()

    const events = await eventsOf(transport.id)
    assert.deepEqual(
      events.map((event) => event.code),
      [
        'DELIVERY_INIT',
        'DELIVERY_PICKED_UP',
        'DELIVERY_IN_PROGRESS',
        'DELIVERY_IN_HUB',
        'DELIVERY_OUT_FOR_DELIVERY',
        'DELIVERY_DELIVERED_OK',
      ]
    )
    const row = await db.from('transports').where('id', transport.id).firstOrFail()
    assert.equal(row.last_delivery_status, 'DELIVERY_DELIVERED_OK')
    assert.isFalse(truthy(row.is_tracked))
    assert.equal(asSql(row.delivered_at), sqlDateTime(bookedAt.plus({ hours: 24 })))
    const delivered = await db.from('packages').where('id', parcel.id).firstOrFail()
    assert.equal(delivered.status, 'delivered')
    assert.isNotNull(delivered.delivered_at)
    assert.equal(delivered.version, parcel.version + 1)
    const buybacks = await db.from('buybacks').whereIn('id', buybackIds).select('delivery_status')
    assert.isTrue(buybacks.every((one) => one.delivery_status === 'DELIVERY_DELIVERED_OK'))

    // No longer tracked: a later run, even with the parcel's way moved, leaves it as it is.
    await bookedHoursAgo(transport.id, 72)
    await trackOpenTransports()
    assert.lengthOf(await eventsOf(transport.id), 6)
  })

  test("a buy-back's parcel gives its delivery status to the buy-back", async ({ assert }) => {
    const buyback = await Buyback.query().whereNotNull('warehouse_id').orderBy('id').firstOrFail()
    const transport = await buybackTransport(buyback)
    // Ten hours in: on the road since 7.2 h, not yet at the hub (14.4 h).
    await bookedHoursAgo(transport.id, 10)

    await trackOpenTransports()

    const row = await db.from('buybacks').where('id', buyback.id).firstOrFail()
    assert.equal(row.delivery_status, 'DELIVERY_IN_PROGRESS')
  })

  test('an admin asks for a tracking run now: 202 with the queued job', async ({ client, assert }) => {
    const response = await client
      .post('/api/transports/tracking')
      .bearerToken(await tokenOf(client, SUPER_ADMIN))
    response.assertStatus(202)
    const job = await db.from('jobs').where('id', response.body().jobId).firstOrFail()
    assert.equal(job.type, 'carrier_tracking')
    assert.equal(job.status, 'pending')
  })

  test('a store seller cannot ask for a tracking run', async ({ client }) => {
    const response = await client
      .post('/api/transports/tracking')
      .bearerToken(await tokenOf(client, 'seller@demo-retail.test'))
    response.assertStatus(403)
  })
})
