import db from '@adonisjs/lucid/services/db'
import ExportJob from '#models/export_job'
import { enqueue } from '#services/jobs/queue'
import { privateFileKey } from '#services/stored_files'
import type { ExportStyle } from '#services/catalogue_exports/export_catalogue'
import type { CatalogueExportType } from '#domain/catalogue_exports'

export const EXPORT_JOB = 'catalogue_export'

/**
 * Writes the export row (idle) and its job in one transaction, the job carrying how the file is written (its
 * language, or raw); the page polls the row.
 */
export async function queueCatalogueExport(
  accountId: number,
  type: CatalogueExportType,
  createdById: number | null,
  style: ExportStyle = { language: 'fr', raw: false }
) {
  return db.transaction(async (trx) => {
    const fileKey = privateFileKey(`catalogue-exports/${accountId}`, 'csv')
    const job = await ExportJob.create(
      { accountId, type, createdById, status: 'idle', fileKey },
      { client: trx }
    )
    await enqueue(EXPORT_JOB, { exportId: job.id, ...style }, { client: trx, maxAttempts: 3 })
    return job
  })
}
