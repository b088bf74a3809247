import { once } from 'node:events'
import { parse } from 'csv-parse'
import BusinessError from '#exceptions/business_error'
import { normaliseHeader, type ColumnSpec } from '#services/catalogue_imports/columns'
import { headerLookup } from '#services/catalogue_imports/column_texts'

export interface CsvLine {
  /** The line of the file (1 is the header), as the report shows it. */
  line: number
  /** The cells of the known columns, by field; a column the file lacks is absent. */
  cells: Map<ColumnSpec, string>
}

export interface CsvBatches {
  /** Header cells that name no column of the data type: reported, never read. */
  ignoredColumns: string[]
  /** The known columns the file has. */
  present: ColumnSpec[]
  batches: AsyncGenerator<CsvLine[]>
}

/**
 * What a file may weigh and hold (a product line is about 200 bytes: 100 000 lines fit), and the lines of a
 * batch: one transaction each, large enough that the commits do not dominate (SQLite syncs each one).
 */
export const IMPORT_LIMITS = { maxBytes: 20 * 1024 * 1024, maxLines: 200_000, batchSize: 1000 }

export const fileError = (code: string, params: Record<string, unknown> = {}) =>
  new BusinessError(code, 422, params)

/** The separator of a file: `;` or `,`, whichever its first line uses more. */
function delimiterOf(head: string) {
  return (head.match(/;/g)?.length ?? 0) >= (head.match(/,/g)?.length ?? 0) ? ';' : ','
}

/**
 * csv-parse fed chunk by chunk from the source (with back pressure), with the options of every catalogue
 * import: separator from the first line, BOM skipped, short lines and empty lines allowed. A NUL byte on
 * the first line is no CSV (`import_file_invalid`). `onRecord` sees each record instead of the stream.
 */
export async function parseCsv(
  source: AsyncIterable<Buffer | string>,
  onRecord?: (record: string[], info: { lines: number }) => void
) {
  const chunks = source[Symbol.asyncIterator]()
  const first = await chunks.next()
  const head = first.done ? '' : String(first.value).slice(0, 8192).split(/\r?\n/, 1)[0]
  if (head.includes('\0')) throw fileError('import_file_invalid')
  const parser = parse({
    bom: true,
    delimiter: delimiterOf(head),
    info: !onRecord,
    relax_column_count: true,
    skip_empty_lines: true,
    skip_records_with_empty_values: true,
    on_record: onRecord && ((record: string[], info) => void onRecord(record, info)),
  })
  const feed = async () => {
    try {
      if (!first.done) parser.write(first.value)
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
        if (parser.destroyed) break
        if (!parser.write(next.value)) await once(parser, 'drain')
      }
      if (!parser.destroyed) parser.end()
    } finally {
      // A refusal met before the end: the source (a file stream) is closed, not left open.
      if (parser.destroyed) await chunks.return?.()
    }
  }
  feed().catch((error) => parser.destroy(error))
  return parser
}

/**
 * The known columns of a header line, in its order (null for a column the data type does not have): a
 * column is named by its technical name (raw exports) or its readable header in any of the four languages.
 */
export function columnsOf(header: string[], columns: ColumnSpec[]) {
  const lookup = headerLookup(columns)
  const specs = header.map((name) => lookup.get(normaliseHeader(name)) ?? null)
  if (!specs.some((spec) => spec !== null)) throw fileError('import_no_known_column')
  // A column named twice (its technical and its readable header): the first is read, the other ignored.
  return specs.map((spec, index) => (spec && specs.indexOf(spec) === index ? spec : null))
}

/**
 * Reads a CSV stream in batches without holding the file: csv-parse's records grouped by `batchSize`.
 * Malformed CSV (an unclosed quote…) ends the reading with `import_file_invalid`. The file-level
 * refusals are found first by `checkCsvFile` (file_check.ts): the import writes nothing of a bad file.
 */
export async function openCsv(
  source: AsyncIterable<Buffer | string>,
  columns: ColumnSpec[],
  batchSize = IMPORT_LIMITS.batchSize
): Promise<CsvBatches> {
  const parser = await parseCsv(source)
  const records = parser[Symbol.asyncIterator]() as AsyncIterator<{
    record: string[]
    info: { lines: number }
  }>
  const header = await nextRecord(records)
  if (!header) throw fileError('import_file_empty')
  const present = columnsOf(header.record, columns)
  return {
    ignoredColumns: header.record.filter((_, index) => !present[index]),
    present: present.filter((spec): spec is ColumnSpec => spec !== null),
    batches: batchesOf(records, present, batchSize),
  }
}

async function nextRecord<T>(records: AsyncIterator<T>) {
  try {
    const next = await records.next()
    return next.done ? null : next.value
  } catch {
    throw fileError('import_file_invalid')
  }
}

async function* batchesOf(
  records: AsyncIterator<{ record: string[]; info: { lines: number } }>,
  present: (ColumnSpec | null)[],
  batchSize: number
) {
  let batch: CsvLine[] = []
  let count = 0
  for (let next = await nextRecord(records); next; next = await nextRecord(records)) {
    if (++count > IMPORT_LIMITS.maxLines) {
      throw fileError('import_too_many_lines', { max: IMPORT_LIMITS.maxLines })
    }
    const cells = new Map<ColumnSpec, string>()
    present.forEach((spec, index) => {
      if (spec) cells.set(spec, next.record[index] ?? '')
    })
    batch.push({ line: next.info.lines, cells })
    if (batch.length >= batchSize) {
      yield batch
      batch = []
    }
  }
  if (batch.length) yield batch
}
