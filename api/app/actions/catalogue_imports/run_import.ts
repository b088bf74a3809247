import { DateTime } from 'luxon'
import drive from '@adonisjs/drive/services/main'
import type { I18n } from '@adonisjs/i18n'
import Import from '#models/import'
import { COLUMNS } from '#services/catalogue_imports/columns'
import { openCsv } from '#services/catalogue_imports/csv_reader'
import { checkCsvFile } from '#services/catalogue_imports/file_check'
import {
  reasonOf,
  type CheckedBatch,
  type ImportContext,
  type LineHandler,
} from '#services/catalogue_imports/lines'
import { KEPT_IGNORED_LINES, LINE_HANDLERS, localeOfImport } from '#services/catalogue_imports/handlers'
import type { CatalogueImportReport, ImportDataType, ImportStrategy } from '#services/catalogue_imports/types'

/**
 * The import job (part 1 §4 "Import statuses"): checks the stored CSV as a whole first (one pass over the
 * stream, holding no line), then reads it as a stream, batch by batch, checks
 * each line as the form would and writes each batch in a transaction; the report and the progress are saved
 * after every batch, so the wizard's bar moves. A job run again after its worker died does not import twice:
 * an import already started ends in error (its lines up to the last batch are written, the report says so).
 */
export async function runCatalogueImport(importId: number) {
  const record = await Import.find(importId)
  if (!record || record.endedAt) return
  const report = (record.report ?? {}) as CatalogueImportReport
  const i18n = await localeOfImport(report.locale, record.createdById, record.destinationAccountId)
  report.linesCount ??= { found: 0, inserted: 0, updated: 0, ignored: 0 }
  report.ignoredLines ??= []
  report.ignoredColumns ??= []
  report.progress ??= { processed: 0, total: 0 }
  if (record.startedAt) return finish(record, report, i18n.t('errors.import_interrupted'))
  record.startedAt = DateTime.utc()
  await record.save()
  try {
    await importFile(record, report, i18n)
    await finish(record, report, null)
  } catch (error) {
    await finish(record, report, reasonOf(error, i18n))
  }
}

async function importFile(record: Import, report: CatalogueImportReport, i18n: I18n) {
  if (!record.content || !(await drive.use().exists(record.content))) {
    throw new Error(i18n.t('errors.import_file_missing'))
  }
  const dataType = record.dataType as ImportDataType
  // The checking pass: a file refused as a whole (too large, too long, not CSV, broken even on its last
  // line, no known column) ends the import here, before its first write; it also counts the lines.
  const { lines } = await checkCsvFile(await drive.use().getStream(record.content), COLUMNS[dataType])
  report.progress.total = lines
  const { ignoredColumns, batches } = await openCsv(
    await drive.use().getStream(record.content),
    COLUMNS[dataType]
  )
  report.ignoredColumns = ignoredColumns
  const context: ImportContext = {
    accountId: record.destinationAccountId,
    strategy: record.strategy as ImportStrategy,
    dataType,
    i18n,
    seenKeys: new Set(),
    dryRun: false,
  }
  const handler = LINE_HANDLERS[dataType]
  // A batch of product lines is checked while the one before it is written (the database works meanwhile,
  // MariaDB in a process of its own); the writes, the counts and the progress stay in the file's order.
  let writing: Promise<void> = Promise.resolve()
  for await (const batch of batches) {
    const checked = await handler.check(batch, context)
    await writing
    writing = writeBatch(handler, batch.length, checked, context, record, report)
    // Its failure is thrown by the next `await writing`, not reported as unhandled meanwhile.
    writing.catch(() => {})
    if (!handler.checksWhileWriting) await writing
  }
  await writing
}

/** Writes a checked batch, adds its lines to the report and saves the progress. */
async function writeBatch(
  handler: LineHandler,
  size: number,
  { accepted, refused }: CheckedBatch,
  context: ImportContext,
  record: Import,
  report: CatalogueImportReport
) {
  refused.push(...(await handler.write(accepted, context)))
  const failed = new Set(refused.map((one) => one.line))
  for (const line of accepted) if (!failed.has(line.line)) report.linesCount[line.mode]++
  report.linesCount.found += size
  report.linesCount.ignored += refused.length
  const room = KEPT_IGNORED_LINES - report.ignoredLines.length
  if (room > 0) report.ignoredLines.push(...refused.sort((a, b) => a.line - b.line).slice(0, room))
  report.progress.processed = report.linesCount.found
  report.progress.total = Math.max(report.progress.total, report.progress.processed)
  record.report = { ...report }
  await record.save()
}

async function finish(record: Import, report: CatalogueImportReport, error: string | null) {
  const { inserted, updated, ignored } = report.linesCount
  report.error = error
  if (!error) report.progress.processed = report.progress.total = report.linesCount.found
  record.merge({
    report: { ...report },
    status:
      error || (inserted + updated === 0 && ignored > 0)
        ? 'error'
        : ignored
          ? 'success_with_ignored'
          : 'success',
    endedAt: DateTime.utc(),
  })
  await record.save()
}
