import type { ApiClient } from '@japa/api-client'
import { runCatalogueExport } from '#services/catalogue_exports/export_catalogue'

/** Exports through the API, runs the job as the worker would, then downloads the file. */
export async function exportCatalogue(client: ApiClient, token: string, accountId: number, path: string) {
  const queued = await client.post(`/api/${path}/exports`).qs({ account_id: accountId }).bearerToken(token)
  queued.assertStatus(202)
  assertShape(queued.body())
  await runCatalogueExport(queued.body().id)
  const shown = await client.get(`/api/${path}/exports/${queued.body().id}`).bearerToken(token)
  shown.assertStatus(200)
  const file = await client.get(shown.body().url).bearerToken(token)
  file.assertStatus(200)
  file.assertHeader('content-type', 'text/csv; charset=utf-8')
  return { export: shown.body(), csv: Buffer.from(file.text()) }
}

function assertShape(body: Record<string, unknown>) {
  if (!['id', 'url', 'entries_count', 'error'].every((key) => key in body)) {
    throw new Error(`unexpected export answer ${JSON.stringify(body)}`)
  }
}
