import { Readable } from 'node:stream'
import { stringify } from 'csv-stringify/sync'
import drive from '@adonisjs/drive/services/main'
import ExportJob from '#models/export_job'
import { COLUMNS, writeCell, type ColumnSpec } from '#services/catalogue_imports/columns'
import {
  categoryRecords,
  productRecords,
  questionRecords,
  type ExportRecord,
} from '#services/catalogue_exports/rows'

export type CatalogueExportType = 'product' | 'category' | 'diagnostic_question'

const RECORDS = {
  product: productRecords,
  category: categoryRecords,
  diagnostic_question: questionRecords,
}

/** Where an export's file is kept; served only through its export's scoped route. */
export const exportFileKey = (job: ExportJob) => `catalogue-exports/${job.accountId}/${job.id}.csv`

const valueOf = (record: ExportRecord, spec: ColumnSpec) => {
  const [head, tail] = spec.field.split('.')
  const value = record[head]
  return tail ? (value as Record<string, unknown> | null)?.[tail] : value
}

/**
 * The export job (part 1 §4 "Export flow"): writes the account's catalogue of one type as CSV (`;`
 * separated, a header row, the columns of the import) to the drive, streamed page by page, then records
 * its line count and download URL; a failure is kept as the export's error for the page to show.
 */
export async function runCatalogueExport(exportId: number) {
  const job = await ExportJob.find(exportId)
  if (!job || job.status === 'success' || job.status === 'error') return
  job.status = 'in_progress'
  await job.save()
  try {
    const type = job.type as CatalogueExportType
    const columns = COLUMNS[type]
    let count = 0
    async function* csv() {
      yield stringify([columns.map((spec) => spec.name)], { delimiter: ';', bom: true })
      for await (const page of RECORDS[type](job!.accountId)) {
        count += page.length
        const lines = page.map((record) => columns.map((spec) => writeCell(spec, valueOf(record, spec))))
        yield stringify(lines, { delimiter: ';', quoted_match: /[,;"\n\r]/ })
      }
    }
    await drive.use().putStream(exportFileKey(job), Readable.from(csv()))
    job.merge({ status: 'success', entriesCount: count, url: exportUrl(job), error: null })
  } catch (error) {
    job.merge({
      status: 'error',
      error: (error instanceof Error ? error.message : String(error)).slice(0, 255),
    })
  }
  await job.save()
}

const PATHS = { product: 'products', category: 'categories', diagnostic_question: 'diagnostic-questions' }
export const exportPathOf = (type: string) => PATHS[type as CatalogueExportType]

export const exportUrl = (job: ExportJob) => `/api/${exportPathOf(job.type)}/exports/${job.id}/file`
