import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import Import from '#models/import'
import { enqueue } from '#services/jobs/queue'
import { privateFileKey, putFileStream } from '#services/stored_files'
import type { CatalogueImportReport, ImportDataType, ImportStrategy } from '#services/catalogue_imports/types'

export interface QueueCatalogueImportInput {
  destinationAccountId: number
  sourceAccountId: number | null
  createdById: number | null
  origin: 'upload' | 'sftp'
  dataType: ImportDataType
  strategy: ImportStrategy
  /** The file, as a stream (an upload's or a deposit's temporary file) or in memory. */
  csv: Buffer | import('node:stream').Readable
  fileName: string
  /** The language of the report (the uploader's request); else its author's, else the account's. */
  locale?: string
}

export const IMPORT_JOB = 'catalogue_import'

/**
 * Stores the CSV with the uploads drive (the `content` column keeps its key, not the file), writes the
 * Import row as queued and its job in one transaction: an import is never queued without its row, nor a row
 * left without its job. Called by the upload wizard and by the SFTP drop.
 */
export async function queueCatalogueImport(input: QueueCatalogueImportInput): Promise<Import> {
  const key = privateFileKey(`imports/${input.destinationAccountId}`, 'csv')
  if (Buffer.isBuffer(input.csv)) await drive.use().put(key, input.csv)
  else await putFileStream(key, input.csv)
  const report: CatalogueImportReport = {
    locale: input.locale,
    linesCount: { found: 0, inserted: 0, updated: 0, ignored: 0 },
    ignoredLines: [],
    ignoredColumns: [],
    progress: { processed: 0, total: 0 },
  }
  return db.transaction(async (trx) => {
    const row = await Import.create(
      {
        destinationAccountId: input.destinationAccountId,
        sourceAccountId: input.sourceAccountId,
        createdById: input.createdById,
        origin: input.origin,
        dataType: input.dataType,
        strategy: input.strategy,
        status: 'in_progress',
        content: key,
        report,
        queuedAt: DateTime.utc(),
      },
      { client: trx }
    )
    await enqueue(IMPORT_JOB, { importId: row.id }, { client: trx, maxAttempts: 3 })
    return row
  })
}
