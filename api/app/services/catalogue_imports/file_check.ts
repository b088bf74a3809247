import { finished } from 'node:stream/promises'
import BusinessError from '#exceptions/business_error'
import type { ColumnSpec } from '#services/catalogue_imports/columns'
import { IMPORT_LIMITS, columnsOf, fileError, parseCsv } from '#services/catalogue_imports/csv_reader'

/** The import limit in whole megabytes, as the refusals say it. */
export const maxMegabytes = () => Math.floor(IMPORT_LIMITS.maxBytes / (1024 * 1024))

/**
 * The checking pass of an import, before its first write: the whole stream is read once and every
 * file-level refusal is raised here (a BusinessError of 422): larger than the limit
 * (`import_file_too_large`), not text (`import_file_invalid`), empty (`import_file_empty`), no known
 * column (`import_no_known_column`), more lines than the limit (`import_too_many_lines`), CSV broken
 * anywhere, even on the last line (`import_file_invalid`). Nothing is kept but counters: csv-parse hands
 * each record to a counter and drops it. Answers the number of lines (the header excluded).
 */
export async function checkCsvFile(
  source: AsyncIterable<Buffer | string>,
  columns: ColumnSpec[]
): Promise<{ lines: number }> {
  let bytes = 0
  const measured = (async function* () {
    for await (const chunk of source) {
      bytes += chunk.length
      if (bytes > IMPORT_LIMITS.maxBytes) {
        throw fileError('import_file_too_large', { max: maxMegabytes() })
      }
      if (typeof chunk !== 'string' && chunk.includes(0)) throw fileError('import_file_invalid')
      yield chunk
    }
  })()
  let header = false
  let lines = 0
  try {
    const parser = await parseCsv(measured, (record) => {
      if (!header) {
        header = true
        columnsOf(record, columns)
      } else if (++lines > IMPORT_LIMITS.maxLines) {
        throw fileError('import_too_many_lines', { max: IMPORT_LIMITS.maxLines })
      }
    })
    parser.resume()
    await finished(parser)
  } catch (error) {
    if (error instanceof BusinessError) throw error
    throw fileError('import_file_invalid')
  }
  if (!header) throw fileError('import_file_empty')
  return { lines }
}
