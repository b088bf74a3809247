import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { queueCatalogueImport } from '#actions/catalogue_imports/queue_catalogue_import'
import { queueCatalogueExport } from '#actions/catalogue_exports/queue_catalogue_export'
import { runCatalogueExport } from '#actions/catalogue_exports/run_catalogue_export'
import {
  ADMIN,
  OTHER_ADMIN,
  PRODUCT_HEADER,
  SELLER,
  accountOf,
  checkFile,
  csv,
  tokens,
} from '#tests/functional/catalogue_imports/fixtures'

test.group('Catalogue imports and exports / permissions and tenancy', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a store seller (no imports nor exports permission) is refused', async ({ client }) => {
    const token = (await tokens())[SELLER]
    const accountId = await accountOf(SELLER)
    ;(await client.get(`/api/accounts/${accountId}/imports`).bearerToken(token)).assertStatus(403)
    ;(await checkFile(client, token, accountId, csv(PRODUCT_HEADER))).assertStatus(403)
    const exported = await client
      .post('/api/products/exports')
      .qs({ account_id: accountId })
      .bearerToken(token)
    exported.assertStatus(403)
  })

  test("another account's imports are not found, neither listed, checked, queued nor shown", async ({
    client,
    assert,
  }) => {
    const token = (await tokens())[OTHER_ADMIN]
    const demoAccount = await accountOf(ADMIN)
    const otherAccount = await accountOf(OTHER_ADMIN)
    const demoImport = await queueCatalogueImport({
      destinationAccountId: demoAccount,
      sourceAccountId: null,
      createdById: null,
      origin: 'upload',
      dataType: 'product',
      strategy: 'create',
      csv: csv(PRODUCT_HEADER),
      fileName: 'demo.csv',
    })
    ;(await client.get(`/api/accounts/${demoAccount}/imports`).bearerToken(token)).assertStatus(404)
    ;(await checkFile(client, token, demoAccount, csv(PRODUCT_HEADER))).assertStatus(404)
    const queued = await client
      .post(`/api/accounts/${demoAccount}/imports`)
      .bearerToken(token)
      .field('dataType', 'product')
      .field('strategy', 'create')
      .file('file', csv(PRODUCT_HEADER), { filename: 'x.csv' })
    queued.assertStatus(404)
    const shown = await client
      .get(`/api/accounts/${otherAccount}/imports/${demoImport.id}`)
      .bearerToken(token)
    shown.assertStatus(404)
    const own = await client.get(`/api/accounts/${otherAccount}/imports`).bearerToken(token)
    own.assertStatus(200)
    assert.notInclude(
      own.body().results.map((row: { id: number }) => row.id),
      demoImport.id
    )
  })

  test("another account's exports are not found and its catalogue cannot be exported", async ({ client }) => {
    const token = (await tokens())[OTHER_ADMIN]
    const demoAccount = await accountOf(ADMIN)
    const job = await queueCatalogueExport(demoAccount, 'product', null)
    await runCatalogueExport(job.id)
    ;(await client.get(`/api/products/exports/${job.id}`).bearerToken(token)).assertStatus(404)
    ;(await client.get(`/api/products/exports/${job.id}/file`).bearerToken(token)).assertStatus(404)
    // The same id under another type is another export: not found either.
    const admin = (await tokens())[ADMIN]
    ;(await client.get(`/api/categories/exports/${job.id}`).bearerToken(admin)).assertStatus(404)
    const exported = await client
      .post('/api/products/exports')
      .qs({ account_id: demoAccount })
      .bearerToken(token)
    exported.assertStatus(404)
  })

  test('the list pages by 20, newest first, with its total of pages', async ({ client, assert }) => {
    const token = (await tokens())[ADMIN]
    const accountId = await accountOf(ADMIN)
    for (let index = 0; index < 21; index++) {
      await queueCatalogueImport({
        destinationAccountId: accountId,
        sourceAccountId: null,
        createdById: null,
        origin: index === 20 ? 'sftp' : 'upload',
        dataType: 'product',
        strategy: 'create_and_update',
        csv: csv(PRODUCT_HEADER),
        fileName: `file-${index}.csv`,
      })
    }
    const first = await client.get(`/api/accounts/${accountId}/imports`).bearerToken(token)
    first.assertStatus(200)
    assert.lengthOf(first.body().results, 20)
    assert.isAtLeast(first.body().pagination.total_pages, 2)
    assert.equal(first.body().results[0].origin, 'sftp')
    assert.equal(first.body().results[0].destination_account.id, accountId)
    const second = await client.get(`/api/accounts/${accountId}/imports`).qs({ page: 2 }).bearerToken(token)
    assert.isAtLeast(second.body().results.length, 1)
  })
})
