import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import { exportStyleOf } from '#services/catalogue_exports/export_catalogue'
import { runCatalogueExport } from '#actions/catalogue_exports/run_catalogue_export'

/**
 * Exports through the API (in the caller's language, or raw with `format: 'raw'`), runs the job as the
 * worker would (with its payload), then downloads the file.
 */
export async function exportCatalogue(
  client: ApiClient,
  token: string,
  accountId: number,
  path: string,
  options: { format?: 'raw'; language?: string } = {}
) {
  const queued = await client
    .post(`/api/${path}/exports`)
    .qs({ account_id: accountId, ...(options.format ? { format: options.format } : {}) })
    .header('Accept-Language', options.language ?? 'fr')
    .bearerToken(token)
  queued.assertStatus(202)
  assertShape(queued.body())
  // The job's payload carries the export's style (language, raw); read it as the worker would.
  const payloads = (await db.from('jobs').where('type', 'catalogue_export').select('payload')).map((job) =>
    typeof job.payload === 'string' ? JSON.parse(job.payload) : job.payload
  )
  const payload = payloads.find((one) => one.exportId === queued.body().id)
  await runCatalogueExport(queued.body().id, exportStyleOf(payload))
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
