import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import Buyback from '#models/buyback'
import Transport from '#models/transport'
import User from '#models/user'
import BusinessError from '#exceptions/business_error'
import { resolveActor } from '#services/current_module'
import { sqlDateTime } from '#services/sql_time'
import { transportDetails } from '#services/transports/details'
import { visibleTransports } from '#services/transports/list'
import { tokenOf } from '#tests/helpers/demo'
import { buybackTransport, demoPackageTransport } from '#tests/helpers/transports'

const SUPER_ADMIN = 'superadmin@reprise.test'

const actorOf = async (email: string) => resolveActor(await User.findByOrFail('email', email))

/** A seller of the store a package left from, and one of another store of the same account. */
async function sellersAround(originId: number) {
  const sellers = await db
    .from('user_modules')
    .join('users', 'users.id', 'user_modules.user_id')
    .where('user_modules.role', 'store_seller')
    .where('users.email', 'like', '%@demo-retail.test')
    .select('users.email', 'user_modules.organization_id')
  return {
    ours: sellers.find((one) => one.organization_id === originId)!.email as string,
    elsewhere: sellers.find((one) => one.organization_id !== originId)!.email as string,
  }
}

test.group('Transports / list, details, export and label', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the platform admin lists the package transports with their package and order', async ({
    client,
    assert,
  }) => {
    const { transport, parcel } = await demoPackageTransport()
    const token = await tokenOf(client, SUPER_ADMIN)
    const response = await client
      .get('/api/transports')
      .qs({ _start: 0, _end: 200, _sort: 'createdAt', _order: 'DESC' })
      .bearerToken(token)
    response.assertStatus(200)
    const packageTransports = await Transport.query().where('kind', 'store_to_workshop')
    assert.isAtLeast(Number(response.header('x-total-count')), packageTransports.length)
    const row = response.body().find((one: any) => one.id === transport.id)
    assert.containsSubset(row, {
      uuid: transport.uuid,
      kind: 'store_to_workshop',
      company: 'sandbox',
      trackingNumber: transport.trackingNumber,
      lastDeliveryStatus: null,
      buyback: null,
      item: null,
      package: { id: parcel.id, number: parcel.number },
      orderLink: `/api/packages/${parcel.id}/documents/transport_order`,
    })
    assert.match(row.trackingNumber, /^6A\d{9}FR$/)
    assert.isAbove(row.package.itemCount, 0)
    assert.lengthOf(row.package.buybackNumbers, row.package.itemCount)
    assert.isString(row.origin.name)
    assert.isString(row.destination.name)
  })

  test('the list filters on a code, the carrier, the kind, the status and the dates', async ({
    client,
    assert,
  }) => {
    const { transport, parcel, buybackIds } = await demoPackageTransport()
    const buyback = await Buyback.findOrFail(buybackIds[0])
    await db
      .from('transports')
      .where('id', transport.id)
      .update({ last_delivery_status: 'DELIVERY_IN_HUB', created_at: '2026-03-04 10:00:00' })
    const token = await tokenOf(client, SUPER_ADMIN)
    const ids = async (qs: Record<string, string>) => {
      const response = await client.get('/api/transports').qs(qs).bearerToken(token)
      response.assertStatus(200)
      return response.body().map((one: any) => one.id) as number[]
    }

    for (const q of [
      parcel.number,
      transport.trackingNumber!,
      transport.uuid,
      buyback.identificationNumber,
    ]) {
      assert.deepEqual(await ids({ q }), [transport.id], q)
    }
    assert.include(await ids({ company: 'sandbox' }), transport.id)
    assert.deepEqual(await ids({ company: 'elsewhere' }), [])
    assert.include(await ids({ kind: 'store_to_workshop' }), transport.id)
    assert.notInclude(await ids({ kind: 'customer_to_workshop' }), transport.id)
    assert.deepEqual(await ids({ lastDeliveryStatus: 'DELIVERY_IN_HUB' }), [transport.id])
    assert.deepEqual(await ids({ createdFrom: '2026-03-04', createdTo: '2026-03-04' }), [transport.id])
    assert.notInclude(await ids({ createdFrom: '2026-03-05' }), transport.id)
  })

  test("a buy-back's transport links to the buy-back's transport order", async ({ client, assert }) => {
    const buyback = await Buyback.query().whereNotNull('warehouse_id').orderBy('id').firstOrFail()
    const transport = await buybackTransport(buyback)
    const response = await client
      .get('/api/transports')
      .qs({ q: buyback.identificationNumber })
      .bearerToken(await tokenOf(client, SUPER_ADMIN))
    const row = response.body().find((one: any) => one.id === transport.id)
    assert.containsSubset(row, {
      kind: 'customer_to_workshop',
      buyback: { id: buyback.id, identificationNumber: buyback.identificationNumber },
      package: null,
      orderLink: `/api/buybacks/${buyback.id}/documents/transport_order`,
    })
  })

  test('the details hold the carrier events, oldest first', async ({ client, assert }) => {
    const { transport } = await demoPackageTransport()
    const event = (code: string, at: string) => ({
      transport_id: transport.id,
      code,
      occurred_at: at,
      location: null,
      created_at: sqlDateTime(),
    })
    await db
      .insertQuery()
      .table('transport_events')
      .multiInsert([
        event('DELIVERY_PICKED_UP', '2026-03-04 12:00:00'),
        event('DELIVERY_INIT', '2026-03-04 10:00:00'),
      ])
    const token = await tokenOf(client, SUPER_ADMIN)
    const response = await client.get(`/api/transports/${transport.id}`).bearerToken(token)
    response.assertStatus(200)
    assert.equal(response.body().uuid, transport.uuid)
    assert.deepEqual(
      response.body().events.map((one: any) => [one.code, one.occurredAt.slice(0, 16)]),
      [
        ['DELIVERY_INIT', '2026-03-04T10:00'],
        ['DELIVERY_PICKED_UP', '2026-03-04T12:00'],
      ]
    )
    const missing = await client.get('/api/transports/999999').bearerToken(token)
    missing.assertStatus(404)
    missing.assertBodyContains({ code: 'not_found' })
  })

  test('a store sees the transports of its own parcels only, another account none', async ({ assert }) => {
    const { transport, parcel } = await demoPackageTransport()
    const { ours, elsewhere } = await sellersAround(parcel.origin_id)
    const visibleTo = async (email: string) =>
      (await visibleTransports(await actorOf(email))).map((one) => one.id)

    assert.include(await visibleTo(ours), transport.id)
    assert.notInclude(await visibleTo(elsewhere), transport.id)
    assert.deepEqual(await visibleTo('admin@other-retail.test'), [])
    assert.include(await visibleTo('admin@demo-retail.test'), transport.id)
    const refused = await transportDetails(await actorOf(elsewhere), transport.id).catch((error) => error)
    assert.instanceOf(refused, BusinessError)
    assert.equal(refused.code, 'not_found')
    assert.equal(refused.status, 404)
  })

  test('the list is for the admin menu: a store seller is refused', async ({ client }) => {
    const { transport } = await demoPackageTransport()
    const token = await tokenOf(client, 'seller@demo-retail.test')
    ;(await client.get('/api/transports').bearerToken(token)).assertStatus(403)
    ;(await client.get(`/api/transports/${transport.id}`).bearerToken(token)).assertStatus(403)
  })

  test('the export holds the filtered rows as CSV, headers in the caller language', async ({
    client,
    assert,
  }) => {
    const { transport, parcel } = await demoPackageTransport()
    await db
      .from('transports')
      .where('id', transport.id)
      .update({ last_delivery_status: 'DELIVERY_DELIVERED_OK' })
    const response = await client
      .get('/api/transports/export')
      .qs({ q: parcel.number })
      .header('Accept-Language', 'en')
      .bearerToken(await tokenOf(client, SUPER_ADMIN))
    response.assertStatus(200)
    assert.match(response.header('content-type') ?? '', /^text\/csv/)
    const lines = response
      .text()
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n')
    assert.equal(
      lines[0],
      'Transport UUID;Created;Kind;Carrier;Tracking number;"Buy-back, package or item";Items;Origin;' +
        'Destination;Last delivery status;Last status date;Delivered'
    )
    assert.lengthOf(lines, 2)
    const cells = lines[1].split(';')
    assert.equal(cells[0], transport.uuid)
    assert.equal(cells[2], 'Store to workshop')
    assert.equal(cells[4], transport.trackingNumber)
    assert.equal(cells[5], parcel.number)
    assert.equal(cells[9], 'Delivered')
  })

  test('the label is sent from the drive, or refused with expedition_label_unavailable', async ({
    client,
    assert,
    cleanup,
  }) => {
    const { transport } = await demoPackageTransport()
    const token = await tokenOf(client, SUPER_ADMIN)
    const missing = await client
      .get(`/api/transports/${transport.id}/label`)
      .header('Accept-Language', 'en')
      .bearerToken(token)
    missing.assertStatus(404)
    missing.assertBodyContains({
      code: 'expedition_label_unavailable',
      message: 'The shipping label cannot be downloaded.',
    })

    const key = `labels/test-transport-${transport.id}.pdf`
    await drive.use().put(key, Buffer.from('%PDF-1.4 test label'))
    cleanup(() => drive.use().delete(key))
    await db.from('transports').where('id', transport.id).update({ label_key: key })
    const label = await client.get(`/api/transports/${transport.id}/label`).bearerToken(token)
    label.assertStatus(200)
    assert.equal(label.header('content-type'), 'application/pdf')
    assert.match(label.header('content-disposition') ?? '', /attachment/)
  })
})
