import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import Organization from '#models/organization'
import { tokenOf } from '#tests/helpers/demo'
import { pdfText } from '#tests/helpers/pdf_text'

const RIVOLI = 'DR-PAR-001'

/** The store register of the demo with the most entries, its month and its store. */
async function busiestStore() {
  const row = await db
    .from('purchase_register')
    .where('register_key', 'like', 'store:%')
    .groupBy('organization_id')
    .select('organization_id')
    .count('* as count')
    .orderBy('count', 'desc')
    .firstOrFail()
  return Number(row.organization_id)
}

test.group('Purchase register / who reads it, and its files', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('store managers, units, the admin and the platform read it; sellers, workshops and buyers do not', async ({
    client,
    assert,
  }) => {
    const rivoli = await Organization.findByOrFail('external_id', RIVOLI)
    const allowed = [
      'store.manager@demo-retail.test',
      'mu.manager@demo-retail.test',
      'rmu.manager@demo-retail.test',
      'admin@demo-retail.test',
      'superadmin@reprise.test',
    ]
    for (const email of allowed) {
      const response = await client.get('/api/purchase-register').bearerToken(await tokenOf(client, email))
      response.assertStatus(200)
      assert.isAbove(Number(response.header('x-total-count')), 0, email)
    }
    for (const email of [
      'seller@demo-retail.test',
      'operator@demo-retail.test',
      'wh.manager@demo-retail.test',
      'buyer@demo-buyer.test',
    ]) {
      ;(await client.get('/api/purchase-register').bearerToken(await tokenOf(client, email))).assertStatus(
        403
      )
    }
    ;(await client.get('/api/purchase-register')).assertStatus(401)

    const manager = await client
      .get('/api/purchase-register')
      .qs({ _end: 200 })
      .bearerToken(await tokenOf(client, 'store.manager@demo-retail.test'))
    const stores = new Set(manager.body().map((entry: { store: { id: number } }) => entry.store.id))
    assert.deepEqual([...stores], [rivoli.id])
    const other = await client
      .get('/api/purchase-register')
      .bearerToken(await tokenOf(client, 'admin@other-retail.test'))
    other.assertStatus(200)
    assert.equal(Number(other.header('x-total-count')), 0)
  })

  test('the list: newest first, by store and period, every field of an entry', async ({ client, assert }) => {
    const storeId = await busiestStore()
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const all = await client.get('/api/purchase-register').qs({ storeId, _end: 200 }).bearerToken(token)
    all.assertStatus(200)
    const entries = all.body()
    assert.isAbove(entries.length, 0)
    const times = entries.map((entry: { recordedAt: string }) => entry.recordedAt)
    assert.deepEqual(times, [...times].sort().reverse())
    const entry = entries[0]
    assert.includeMembers(Object.keys(entry), [
      'id',
      'number',
      'recordedAt',
      'store',
      'object',
      'price',
      'paymentType',
      'seller',
    ])
    assert.includeMembers(Object.keys(entry.object), ['category', 'brand', 'model', 'serialNumber', 'imei'])
    assert.includeMembers(Object.keys(entry.seller), [
      'firstname',
      'lastname',
      'address',
      'email',
      'identityType',
      'identityNumber',
      'identityAuthority',
      'identityDeliveryDate',
    ])
    assert.equal(entry.store.id, storeId)
    const day = DateTime.fromISO(entry.recordedAt).toUTC().toISODate()!
    const sameDay = await client
      .get('/api/purchase-register')
      .qs({ storeId, from: day, to: day, _end: 200 })
      .bearerToken(token)
    assert.isTrue(sameDay.body().every((one: { recordedAt: string }) => one.recordedAt.startsWith(day)))
    assert.isAbove(sameDay.body().length, 0)
    const none = await client
      .get('/api/purchase-register')
      .qs({ storeId, to: '2000-01-01' })
      .bearerToken(token)
    assert.lengthOf(none.body(), 0)
    const bad = await client.get('/api/purchase-register').qs({ from: 'yesterday' }).bearerToken(token)
    bad.assertStatus(422)
    ;(await client.put(`/api/purchase-register/${entry.id}`).bearerToken(token).json({})).assertStatus(404)
    ;(await client.delete(`/api/purchase-register/${entry.id}`).bearerToken(token)).assertStatus(404)
  })

  test('the CSV in the caller language and the paged PDF with its header and page numbers', async ({
    client,
    assert,
  }) => {
    const storeId = await busiestStore()
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const count = Number(
      (await db.from('purchase_register').where('organization_id', storeId).count('* as count').first()).count
    )
    const csv = await client
      .get('/api/purchase-register/export')
      .qs({ storeId, format: 'csv' })
      .bearerToken(token)
      .header('Accept-Language', 'fr')
    csv.assertStatus(200)
    assert.include(csv.header('content-type'), 'text/csv')
    const lines = csv
      .text()
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n')
    assert.include(lines[0], 'Prénom du vendeur')
    assert.include(lines[0], 'Numéro de la pièce')
    assert.lengthOf(lines, count + 1)
    const english = await client
      .get('/api/purchase-register/export')
      .qs({ storeId, format: 'csv' })
      .bearerToken(token)
      .header('Accept-Language', 'en')
    assert.include(english.text(), "Seller's first name")

    const pdf = await client
      .get('/api/purchase-register/export')
      .qs({ storeId, format: 'pdf', from: '2020-01-01' })
      .bearerToken(token)
      .header('Accept-Language', 'fr')
    pdf.assertStatus(200)
    assert.equal(pdf.header('content-type'), 'application/pdf')
    const bytes = Buffer.from(pdf.body() instanceof Buffer ? pdf.body() : pdf.text(), 'latin1')
    const text = pdfText(bytes)
    const store = await Organization.findOrFail(storeId)
    assert.include(text, 'Registre des achats')
    assert.include(text, store.commonName)
    assert.match(text, /Entrées n° 1 à \d+/)
    assert.include(text, 'Page 1 sur')
    ;(
      await client.get('/api/purchase-register/export').qs({ format: 'xls' }).bearerToken(token)
    ).assertStatus(422)
  })

  test('the store filter offers a store manager his own store only, and another retailer none of Demo Retail', async ({
    client,
    assert,
  }) => {
    const rivoli = await Organization.findByOrFail('external_id', RIVOLI)
    const manager = await client
      .get('/api/purchase-register/filter-options')
      .bearerToken(await tokenOf(client, 'store.manager@demo-retail.test'))
    manager.assertStatus(200)
    assert.deepEqual(manager.body().stores, [{ id: rivoli.id, name: rivoli.commonName }])

    const admin = await client
      .get('/api/purchase-register/filter-options')
      .bearerToken(await tokenOf(client, 'admin@demo-retail.test'))
    const demoStores = admin.body().stores.map((store: { id: number }) => store.id)
    assert.includeMembers(demoStores, [rivoli.id, await busiestStore()])
    assert.isAbove(demoStores.length, 1)

    const other = await client
      .get('/api/purchase-register/filter-options')
      .bearerToken(await tokenOf(client, 'admin@other-retail.test'))
    other.assertStatus(200)
    const otherStores = other.body().stores.map((store: { id: number }) => store.id)
    assert.notIncludeMembers(otherStores, demoStores)
    ;(
      await client
        .get('/api/purchase-register/filter-options')
        .bearerToken(await tokenOf(client, 'seller@demo-retail.test'))
    ).assertStatus(403)
  })
})
