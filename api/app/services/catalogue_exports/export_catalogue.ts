import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import ExportJob from '#models/export_job'
import { sqlDateTime } from '#services/sql_time'
import { changedRows } from '#services/raw_rows'
import { putFileStream } from '#services/stored_files'
import { COLUMNS, writeCell, type ColumnSpec } from '#services/catalogue_imports/columns'
import i18nManager from '@adonisjs/i18n/services/main'
import { RAW_STYLE, csvStream, csvStyleOf, csvText, type CsvFormat } from '#services/csv/writer'
import { columnTitle } from '#services/catalogue_imports/column_texts'
import {
  categoryRecords,
  productRecords,
  questionRecords,
  type ExportRecord,
} from '#services/catalogue_exports/rows'
import type { CatalogueExportType } from '#domain/catalogue_exports'

const RECORDS = {
  product: productRecords,
  category: categoryRecords,
  diagnostic_question: questionRecords,
}

/**
 * Where an export's file is kept (its random key, chosen when it was queued), or, for an export made before
 * keys were random, the key of that time; served only through its export's scoped route.
 */
export const exportFileKey = (job: ExportJob) =>
  job.fileKey ?? `catalogue-exports/${job.accountId}/${job.id}.csv`

const valueOf = (record: ExportRecord, spec: ColumnSpec) => {
  const [head, tail] = spec.field.split('.')
  const value = record[head]
  return tail ? (value as Record<string, unknown> | null)?.[tail] : value
}

/**
 * How an export is written: for a person, in a language (readable headers, decimal comma and yes/no words
 * of the language), or raw, for machines (technical headers, 12.50, yes/no). The import reads both.
 */
export interface ExportStyle {
  language: string
  raw: boolean
}

/** The style an export job carries; a job queued before exports had a language is written raw, as then. */
export const exportStyleOf = (payload: Record<string, unknown>): ExportStyle =>
  typeof payload.language === 'string'
    ? { language: payload.language, raw: payload.raw === true }
    : { language: 'fr', raw: true }

/** The columns of a type's CSV: numbers (counts, euros) are written as numbers, every other cell as text. */
export const csvFormatOf = (type: CatalogueExportType, { language, raw }: ExportStyle): CsvFormat => {
  const i18n = i18nManager.locale(language)
  return {
    header: COLUMNS[type].map((spec) => (raw ? spec.name : columnTitle(spec, i18n))),
    numeric: COLUMNS[type].flatMap((spec, index) =>
      spec.kind === 'integer' || spec.kind === 'euros' ? [index] : []
    ),
    style: raw ? RAW_STYLE : csvStyleOf(language),
  }
}

/** The sample line of the template, from the columns' samples (prices given in euros). */
const sampleOf = (spec: ColumnSpec) =>
  spec.sample === undefined || spec.sample === ''
    ? ''
    : spec.kind === 'euros'
      ? Number(spec.sample).toFixed(2)
      : spec.sample

/**
 * The import template the wizard offers: the readable header of a type's CSV in the admin's language and
 * a sample line, written as an export in that language is (with its byte order mark), so that both name
 * the columns the import reads.
 */
export const csvTemplateOf = (type: CatalogueExportType, language: string) =>
  csvText(csvFormatOf(type, { language, raw: false }), [COLUMNS[type].map(sampleOf)])

/** The error a cancelled export keeps: the page shows it translated (errors.export_cancelled). */
export const EXPORT_CANCELLED = 'cancelled'

const exportRow = (id: number) => db.from('export_jobs').where('id', id)

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

/**
 * Cancels an export not finished yet: it ends as an error `cancelled`, and its job stops at the next page.
 * Answers false when the export had already ended (success or error).
 */
export async function cancelCatalogueExport(job: ExportJob) {
  const updated = await exportRow(job.id)
    .whereIn('status', ['idle', 'in_progress'])
    .update({ status: 'error', error: EXPORT_CANCELLED, updated_at: sqlDateTime() })
  if (changedRows(updated) !== 1) return false
  // A cancelled export has no file (its job removes what it was writing when it sees the cancellation).
  await drive.use().delete(exportFileKey(job))
  return true
}

const PATHS = { product: 'products', category: 'categories', diagnostic_question: 'diagnostic-questions' }
export const exportPathOf = (type: string) => PATHS[type as CatalogueExportType]

export const exportUrl = (job: ExportJob) => `/api/${exportPathOf(job.type)}/exports/${job.id}/file`
