import drive from '@adonisjs/drive/services/main'
import type ExportJob from '#models/export_job'
import BusinessError from '#exceptions/business_error'
import { sqlDateTime } from '#services/sql_time'
import { changedRows } from '#services/raw_rows'
import { exportRow, EXPORT_CANCELLED, exportFileKey } from '#services/catalogue_exports/export_catalogue'

/**
 * Cancels an export not finished yet: it ends as an error `cancelled`, and its job stops at the next page.
 * Answers the export as it now is; 409 `conflict` when it had already ended (success or error).
 */
export async function cancelCatalogueExport(job: ExportJob) {
  const updated = await exportRow(job.id)
    .whereIn('status', ['idle', 'in_progress'])
    .update({ status: 'error', error: EXPORT_CANCELLED, updated_at: sqlDateTime() })
  if (changedRows(updated) !== 1) throw new BusinessError('conflict', 409)
  // A cancelled export has no file (its job removes what it was writing when it sees the cancellation).
  await drive.use().delete(exportFileKey(job))
  await job.refresh()
  return job
}
