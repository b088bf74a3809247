import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import ExportJob from '#models/export_job'
import { exportFileKey } from '#services/catalogue_exports/export_catalogue'
import { runCatalogueExport } from '#actions/catalogue_exports/run_catalogue_export'
import { ADMIN, OTHER_ADMIN, accountOf, tokens } from '#tests/functional/catalogue_imports/fixtures'

/** The demo admin's token and a products export queued by it (not run yet). */
async function queuedExport(client: ApiClient) {
  const token = (await tokens())[ADMIN]
  const accountId = await accountOf(ADMIN)
  const queued = await client.post('/api/products/exports').qs({ account_id: accountId }).bearerToken(token)
  queued.assertStatus(202)
  return { token, accountId, id: Number(queued.body().id) }
}

test.group('Catalogue exports / cancel', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a queued export cancelled: its job writes nothing, the page reads the translated reason', async ({
    client,
    assert,
  }) => {
    const { token, id } = await queuedExport(client)
    const cancelled = await client
      .delete(`/api/products/exports/${id}`)
      .bearerToken(token)
      .header('Accept-Language', 'fr')
    cancelled.assertStatus(200)
    assert.include(cancelled.body(), {
      status: 'error',
      url: null,
      cancelled: true,
      error: 'L’export a été annulé.',
    })

    await runCatalogueExport(id)
    const job = await ExportJob.findOrFail(id)
    assert.equal(job.status, 'error')
    assert.isFalse(await drive.use().exists(exportFileKey(job)))
    const shown = await client
      .get(`/api/products/exports/${id}`)
      .bearerToken(token)
      .header('Accept-Language', 'de')
    assert.equal(shown.body().error, 'Der Export wurde abgebrochen.')
    // Ended: a second cancel is a conflict, and the file route has nothing.
    const again = await client.delete(`/api/products/exports/${id}`).bearerToken(token)
    again.assertStatus(409)
    assert.equal(again.body().code, 'conflict')
    ;(await client.get(`/api/products/exports/${id}/file`).bearerToken(token)).assertStatus(404)
  })

  test('an export cancelled while it runs ends cancelled, without a file, wherever the cancel lands', async ({
    client,
    assert,
  }) => {
    const { token, accountId, id } = await queuedExport(client)
    // The cancel lands before the job takes the export, between its pages, or after its last one.
    const products = await db.from('products').where('account_id', accountId).count('* as total')
    assert.isAbove(Number(products[0].total), 0)
    const running = runCatalogueExport(id)
    await client.delete(`/api/products/exports/${id}`).bearerToken(token)
    await running
    const job = await ExportJob.findOrFail(id)
    assert.equal(job.status, 'error')
    assert.isNull(job.url)
    assert.isNull(job.entriesCount)
    assert.isFalse(await drive.use().exists(exportFileKey(job)))
  })

  test('a finished export cannot be cancelled; another account cannot cancel it', async ({
    client,
    assert,
  }) => {
    const all = await tokens()
    const accountId = await accountOf(ADMIN)
    const queued = await client
      .post('/api/categories/exports')
      .qs({ account_id: accountId })
      .bearerToken(all[ADMIN])
    const id = queued.body().id
    const other = await client.delete(`/api/categories/exports/${id}`).bearerToken(all[OTHER_ADMIN])
    other.assertStatus(404)
    await runCatalogueExport(id)
    const done = await client.delete(`/api/categories/exports/${id}`).bearerToken(all[ADMIN])
    done.assertStatus(409)
    const shown = await client.get(`/api/categories/exports/${id}`).bearerToken(all[ADMIN])
    assert.equal(shown.body().status, 'success')
    assert.isFalse(shown.body().cancelled)
  })
})
