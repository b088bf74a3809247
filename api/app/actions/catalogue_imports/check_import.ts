import type { I18n } from '@adonisjs/i18n'
import { COLUMNS } from '#services/catalogue_imports/columns'
import { openCsv } from '#services/catalogue_imports/csv_reader'
import { checkCsvFile } from '#services/catalogue_imports/file_check'
import type { ImportContext, RefusedLine } from '#services/catalogue_imports/lines'
import { KEPT_IGNORED_LINES, LINE_HANDLERS } from '#services/catalogue_imports/handlers'
import type { ImportDataType, ImportStrategy } from '#services/catalogue_imports/types'

export interface ImportCheck {
  ignoredColumns: string[]
  linesCount: { found: number; inserted: number; updated: number; ignored: number }
  ignoredLines: RefusedLine[]
}

/**
 * The load step of the wizard: the file is read and every line checked exactly as the import will check it
 * (strategy, keys, category, the form's rules), and nothing is written. The file-level refusals come first,
 * as in the import. Answers what the import would
 * insert, update and ignore, with the ignored columns and the first refused lines.
 */
export async function checkCatalogueImport(
  input: {
    accountId: number
    dataType: ImportDataType
    strategy: ImportStrategy
    /** Opens the file, once for the file-level check, then for the lines. */
    csv: () => AsyncIterable<Buffer>
  },
  i18n: I18n
): Promise<ImportCheck> {
  await checkCsvFile(input.csv(), COLUMNS[input.dataType])
  const { ignoredColumns, batches } = await openCsv(input.csv(), COLUMNS[input.dataType])
  const context: ImportContext = {
    accountId: input.accountId,
    strategy: input.strategy,
    dataType: input.dataType,
    i18n,
    seenKeys: new Set(),
    dryRun: true,
  }
  const result: ImportCheck = {
    ignoredColumns,
    linesCount: { found: 0, inserted: 0, updated: 0, ignored: 0 },
    ignoredLines: [],
  }
  for await (const batch of batches) {
    const { accepted, refused } = await LINE_HANDLERS[input.dataType].check(batch, context)
    result.linesCount.found += batch.length
    result.linesCount.ignored += refused.length
    for (const line of accepted) result.linesCount[line.mode]++
    const room = KEPT_IGNORED_LINES - result.ignoredLines.length
    if (room > 0) result.ignoredLines.push(...refused.slice(0, room))
  }
  return result
}
