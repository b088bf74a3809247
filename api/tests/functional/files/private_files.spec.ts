import { test } from '@japa/runner'
import type { Assert } from '@japa/assert'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import type { ApiClient, ApiResponse } from '@japa/api-client'
import ExportJob from '#models/export_job'
import { runDueJobs } from '#services/jobs/queue'
import { runCatalogueExport } from '#actions/catalogue_exports/run_catalogue_export'
import { queueCatalogueImport } from '#actions/catalogue_imports/queue_catalogue_import'
import { privateFileKey } from '#services/stored_files'
import { anonymousToken, tokenOf } from '#tests/helpers/demo'
import { cartBody, lineFor, submit } from '#tests/helpers/storefront_checkout'
import { demoPackageTransport } from '#tests/helpers/transports'

const OWNER = 'admin@demo-retail.test'
const STRANGER = 'admin@other-retail.test'
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n')
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])
/** `<folder>/[<account>/]<random UUID>.<ext>`: nothing in it counts up. */
const RANDOM_KEY =
  /^[a-z-]+\/(\d+\/)?[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.\w+$/

type Call = (token?: string, module?: string) => Promise<ApiResponse>
const get =
  (client: ApiClient, url: string, method: 'get' | 'post' = 'get'): Call =>
  (token, module) => {
    const request = client[method](url)
    if (module) request.header('X-Module', module)
    return token ? request.bearerToken(token) : request
  }

/**
 * Another retailer's admin with the same modules as the owner (Other Retail gets the workshop module too),
 * so that only the record's checks, not the route's permission, stand between them and the file.
 */
async function strangerToken(client: ApiClient) {
  const other = await db.from('accounts').where('common_name', 'Other Retail').firstOrFail()
  const admin = await db.from('users').where('email', STRANGER).firstOrFail()
  const root = await db.from('user_modules').where('user_id', admin.id).firstOrFail()
  await db.table('account_modules').insert({ account_id: other.id, module: 'rps' })
  await db.table('user_modules').insert({
    user_id: admin.id,
    module: 'rps',
    role: 'admin',
    organization_id: root.organization_id,
  })
  return tokenOf(client, STRANGER)
}

/**
 * A private file: refused to anyone anonymous and to another retailer's admin (404, never told apart
 * from a missing one), given to its owner, and never served by the public route, its key random.
 */
async function onlyForItsOwner(
  client: ApiClient,
  assert: Assert,
  call: Call,
  key: string,
  { owner = OWNER, stranger = '', module = undefined as string | undefined } = {}
) {
  assert.match(key, RANDOM_KEY)
  assert.isTrue(await drive.use().exists(key))
  ;(await client.get(`/api/files/${key}`)).assertStatus(404)
  assert.oneOf((await call()).status(), [401, 404])
  ;(await call(stranger || (await tokenOf(client, STRANGER)), module)).assertStatus(404)
  const mine = await call(await tokenOf(client, owner), module)
  mine.assertStatus(200)
  assert.equal(mine.header('x-content-type-options'), 'nosniff')
  assert.equal(mine.header('cache-control'), 'private, no-store')
  return mine
}

async function finishedExport(client: ApiClient) {
  const queued = await client.post('/api/products/exports').bearerToken(await tokenOf(client, OWNER))
  queued.assertStatus(202)
  await runCatalogueExport(queued.body().id)
  return ExportJob.findOrFail(queued.body().id)
}

test.group('Private files', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a catalogue export is read only by its account, under a random key', async ({ client, assert }) => {
    const job = await finishedExport(client)
    assert.notInclude(job.fileKey!, `/${job.id}.csv`)
    const call = get(client, `/api/products/exports/${job.id}/file`)
    const file = await onlyForItsOwner(client, assert, call, job.fileKey!)
    assert.match(file.text(), /^\uFEFF?[^\n]*;/)
  })

  test('an export made before keys were random is still found under its old key', async ({
    client,
    assert,
  }) => {
    const job = await finishedExport(client)
    const legacy = `catalogue-exports/${job.accountId}/${job.id}.csv`
    await drive.use().put(legacy, 'old;file\n')
    await db.from('export_jobs').where('id', job.id).update({ file_key: null })
    const file = await client
      .get(`/api/products/exports/${job.id}/file`)
      .bearerToken(await tokenOf(client, OWNER))
    file.assertStatus(200)
    assert.equal(file.text(), 'old;file\n')
  })

  test('a buy-back shipping label, transfer order and tracking sheet are read only by its retailer', async ({
    client,
    assert,
  }) => {
    const visitor = await anonymousToken(client)
    const { line } = await lineFor(client, visitor)
    const [buyback] = (await submit(client, visitor, cartBody(line))).body().buybacks
    await runDueJobs()
    const transport = await db.from('transports').where('buyback_id', buyback.id).firstOrFail()
    const call = get(client, `/api/buybacks/${buyback.id}/documents/shipping_label`)
    await onlyForItsOwner(client, assert, call, transport.label_key)

    // The buy-back's other documents are made on request, behind the same checks.
    for (const kind of ['transfer_order', 'tracking_sheet']) {
      const document = get(client, `/api/buybacks/${buyback.id}/documents/${kind}`)
      assert.oneOf((await document()).status(), [401, 404])
      ;(await document(await tokenOf(client, STRANGER))).assertStatus(404)
      ;(await document(await tokenOf(client, OWNER))).assertStatus(200)
    }

    // A label booked before keys were random (none kept on its transport) is found under its old key.
    await drive.use().put(`labels/${buyback.id}.pdf`, PDF)
    await db.from('transports').where('id', transport.id).update({ label_key: null })
    const legacy = await call(await tokenOf(client, OWNER))
    legacy.assertStatus(200)
    const body = legacy.body()
    assert.deepEqual(Buffer.isBuffer(body) ? body : Buffer.from(legacy.text(), 'latin1'), PDF)
  })

  test('a package label, transport order and packing slip are read only by its retailer', async ({
    client,
    assert,
  }) => {
    const stranger = await strangerToken(client)
    const { transport, parcel } = await demoPackageTransport()
    const key = privateFileKey('labels', 'pdf')
    await drive.use().put(key, PDF)
    await db.from('transports').where('id', transport.id).update({ label_key: key })
    for (const url of [
      `/api/expedition/transports/${transport.id}/label`,
      `/api/packages/${parcel.id}/documents/label`,
    ]) {
      await onlyForItsOwner(client, assert, get(client, url), key, { stranger, module: 'rps' })
    }
    // The transports list's label route: the platform and the retailer's admin, no stranger.
    const platform = get(client, `/api/transports/${transport.id}/label`)
    ;(await platform()).assertStatus(401)
    ;(await platform(stranger, 'rps')).assertStatus(404)
    ;(await platform(await tokenOf(client, OWNER))).assertStatus(200)
    ;(await platform(await tokenOf(client, 'superadmin@reprise.test'))).assertStatus(200)
    for (const document of ['transport_order', 'packing_slip']) {
      const call = get(client, `/api/packages/${parcel.id}/documents/${document}`)
      assert.oneOf((await call()).status(), [401, 404])
      ;(await call(stranger, 'rps')).assertStatus(404)
      ;(await call(await tokenOf(client, OWNER), 'rps')).assertStatus(200)
    }
  })

  test('a return label is read only by its retailer, under a random key', async ({ client, assert }) => {
    const manager = await tokenOf(client, 'wh.manager@demo-retail.test')
    const list = await client
      .get('/api/quarantine')
      .bearerToken(manager)
      .qs({ status: 'item_in_quarantine', _start: 0, _end: 1 })
    const [item] = list.body()
    ;(await client.post(`/api/quarantine/${item.id}/return-label`).bearerToken(manager)).assertStatus(200)
    const transport = await db
      .from('transports')
      .where({ item_id: item.id, kind: 'workshop_to_customer' })
      .firstOrFail()
    const call = get(client, `/api/quarantine/${item.id}/return-label`, 'post')
    await onlyForItsOwner(client, assert, call, transport.label_key, {
      owner: 'wh.manager@demo-retail.test',
      stranger: await strangerToken(client),
      module: 'rps',
    })
  })

  test('a SEPA file is read only by its retailer, under a random key', async ({ client, assert }) => {
    const built = await client.post('/api/payments/sepa-files').bearerToken(await tokenOf(client, OWNER))
    built.assertStatus(201)
    const row = await db.from('sepa_files').where('id', built.body().id).firstOrFail()
    assert.notInclude(row.file_key, row.message_id)
    const call = get(client, `/api/payments/sepa-files/${row.id}/download`)
    await onlyForItsOwner(client, assert, call, row.file_key)
  })

  test('an item photo is read only through its item, by its retailer', async ({ client, assert }) => {
    const manager = await tokenOf(client, 'wh.manager@demo-retail.test')
    const list = await client
      .get('/api/quarantine')
      .bearerToken(manager)
      .qs({ status: 'item_in_quarantine', _start: 0, _end: 1 })
    const [item] = list.body()
    const added = await client
      .post(`/api/items/${item.id}/photos`)
      .bearerToken(manager)
      .file('photo', PNG, { filename: 'scratch.png', contentType: 'image/png' })
    added.assertStatus(201)
    const photo = await db.from('item_photos').where('id', added.body().id).firstOrFail()
    assert.match(photo.file_key, /^item-photos\/\d+\/[0-9a-f-]{36}\.png$/)
    ;(await client.get(`/api/files/${photo.file_key}`)).assertStatus(404)
    const call = get(client, added.body().url)
    assert.oneOf((await call()).status(), [401, 404])
    ;(await call(await strangerToken(client), 'rps')).assertStatus(404)
    ;(await call(manager)).assertStatus(200)
  })

  test('an import file is never served, and its import is read only by its account', async ({
    client,
    assert,
  }) => {
    const accountId = (await db.from('accounts').where('common_name', 'Demo Retail').firstOrFail()).id
    const row = await queueCatalogueImport({
      destinationAccountId: accountId,
      sourceAccountId: null,
      createdById: null,
      origin: 'upload',
      dataType: 'product',
      strategy: 'create',
      csv: Buffer.from('reference;label\n'),
      fileName: 'products.csv',
    })
    assert.match(row.content!, RANDOM_KEY)
    ;(await client.get(`/api/files/${row.content}`)).assertStatus(404)
    const call = get(client, `/api/accounts/${accountId}/imports/${row.id}`)
    assert.oneOf((await call()).status(), [401, 404])
    assert.oneOf((await call(await tokenOf(client, STRANGER))).status(), [403, 404])
    ;(await call(await tokenOf(client, OWNER))).assertStatus(200)
  })
})
