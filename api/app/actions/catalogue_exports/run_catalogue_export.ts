import drive from '@adonisjs/drive/services/main'
import ExportJob from '#models/export_job'
import { sqlDateTime } from '#services/sql_time'
import { changedRows } from '#services/raw_rows'
import { putFileStream } from '#services/stored_files'
import { COLUMNS, writeCell } from '#services/catalogue_imports/columns'
import { csvStream } from '#services/csv/writer'
import type { CatalogueExportType } from '#domain/catalogue_exports'
import {
  exportRow,
  type ExportStyle,
  exportFileKey,
  RECORDS,
  valueOf,
  csvFormatOf,
  exportUrl,
} from '#services/catalogue_exports/export_catalogue'

/** Whether the export is still in progress (not cancelled since its job took it). */
async function stillRunning(id: number) {
  const row = await exportRow(id).select('status').first()
  return row?.status === 'in_progress'
}

/**
 * The export job (part 1 §4 "Export flow"): writes the account's catalogue of one type as CSV (`;`
 * separated, a header row, the columns of the import) to the drive, streamed page by page, then records
 * its line count and download URL; a failure is kept as the export's error for the page to show. A
 * cancellation (cancelCatalogueExport) is seen between pages: the job stops and its partial file is removed.
 */
export async function runCatalogueExport(
  exportId: number,
  style: ExportStyle = { language: 'fr', raw: true }
) {
  const job = await ExportJob.find(exportId)
  if (!job || job.status === 'success' || job.status === 'error') return
  // Claimed only while still idle or in progress: a cancellation in between is kept.
  const claimed = await exportRow(job.id)
    .whereIn('status', ['idle', 'in_progress'])
    .update({ status: 'in_progress', updated_at: sqlDateTime() })
  if (changedRows(claimed) !== 1) return
  const key = exportFileKey(job)
  let outcome: { status: 'success' | 'error'; entries_count?: number; url?: string; error: string | null }
  let cancelled = false
  try {
    const type = job.type as CatalogueExportType
    const columns = COLUMNS[type]
    let count = 0
    async function* pages() {
      for await (const page of RECORDS[type](job!.accountId)) {
        if (!(await stillRunning(job!.id))) {
          cancelled = true
          throw new Error('cancelled')
        }
        count += page.length
        yield page.map((record) => columns.map((spec) => writeCell(spec, valueOf(record, spec))))
      }
    }
    await putFileStream(key, csvStream(csvFormatOf(type, style), pages()))
    outcome = { status: 'success', entries_count: count, url: exportUrl(job), error: null }
  } catch (error) {
    if (cancelled) {
      await drive.use().delete(key)
      return
    }
    outcome = {
      status: 'error',
      error: (error instanceof Error ? error.message : String(error)).slice(0, 255),
    }
  }
  // The outcome lands only on an export still in progress: one cancelled after its last page stays
  // cancelled, without its file.
  const landed = await exportRow(job.id)
    .where('status', 'in_progress')
    .update({ ...outcome, updated_at: sqlDateTime() })
  if (changedRows(landed) !== 1) await drive.use().delete(key)
}
