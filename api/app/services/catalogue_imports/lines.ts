import { errors as vineErrors } from '@vinejs/vine'
import type { I18n } from '@adonisjs/i18n'
import logger from '@adonisjs/core/services/logger'
import BusinessError from '#exceptions/business_error'
import { CellError, readCell, type ColumnSpec } from '#services/catalogue_imports/columns'
import type { CsvLine } from '#services/catalogue_imports/csv_reader'
import type { ImportDataType, ImportStrategy } from '#services/catalogue_imports/queue'

/** A line the import does not write, with the reason the report shows. */
export class LineRefused extends Error {
  constructor(
    public code: string,
    public params: Record<string, unknown> = {}
  ) {
    super(code)
  }
}

export interface RefusedLine {
  line: number
  reason: string
}

/** A line found valid: what it becomes once written. */
export interface AcceptedLine<T = Record<string, unknown>> {
  line: number
  mode: 'inserted' | 'updated'
  data: T
}

export interface ImportContext {
  accountId: number
  strategy: ImportStrategy
  dataType: ImportDataType
  i18n: I18n
  /** Keys of the lines read so far: a second line for the same row is refused. */
  seenKeys: Set<string>
  /** True for the load step: lines are checked, nothing is written. */
  dryRun: boolean
}

export interface CheckedBatch<T = Record<string, unknown>> {
  accepted: AcceptedLine<T>[]
  refused: RefusedLine[]
}

/** What each data type does with a batch of lines. */
export interface LineHandler {
  check(batch: CsvLine[], context: ImportContext): Promise<CheckedBatch>
  /** Writes the accepted lines; lines the database refuses come back refused, the others stay written. */
  write(accepted: AcceptedLine[], context: ImportContext): Promise<RefusedLine[]>
}

/** The line's cells as the validator's data; "title.fr" columns build nested objects. */
export function dataOf(line: CsvLine): Record<string, unknown> {
  const data: Record<string, unknown> = {}
  for (const [spec, raw] of line.cells) setPath(data, spec, readCell(spec, raw))
  return data
}

function setPath(data: Record<string, unknown>, spec: ColumnSpec, value: unknown) {
  const [head, tail] = spec.field.split('.')
  if (!tail) {
    if (value !== undefined) data[head] = value
    return
  }
  const nested = (data[head] ??= {}) as Record<string, unknown>
  nested[tail] = value
}

/** Whether the strategy lets a line create or update the row its key names. */
export function modeOf(
  exists: boolean,
  strategy: ImportStrategy,
  key: string | null
): 'inserted' | 'updated' {
  if (exists && strategy === 'create') throw new LineRefused('import_row_exists', { key })
  if (!exists && strategy === 'update') throw new LineRefused('import_row_unknown', { key: key ?? '' })
  return exists ? 'updated' : 'inserted'
}

/** The key is read once per file: a second line for the same row would overwrite the first. */
export function claimKey(context: ImportContext, key: string | null) {
  if (key === null) return
  if (context.seenKeys.has(key)) throw new LineRefused('import_line_duplicate', { key })
  context.seenKeys.add(key)
}

/** The CSV column of a validator's field: buybackPriceGradeA → buyback_price_grade_a, title.fr → title_fr. */
const columnOf = (field: string) =>
  field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`).replace(/\./g, '_')

/** The sentence of the report for a refused line, in the language of the import. */
export function reasonOf(error: unknown, i18n: I18n): string {
  if (error instanceof LineRefused) return i18n.t(`errors.${error.code}`, error.params)
  if (error instanceof CellError) return `${error.column}: ${i18n.t(`errors.${error.code}`)}`
  if (error instanceof vineErrors.E_VALIDATION_ERROR) {
    const messages = error.messages as { field: string; message: string }[] | Record<string, string>
    const list = Array.isArray(messages)
      ? messages.map(({ field, message }) => `${columnOf(field)}: ${message}`)
      : Object.entries(messages).map(([field, message]) => `${columnOf(field)}: ${message}`)
    return list.join(' ')
  }
  if (error instanceof BusinessError) return i18n.t(`errors.${error.code}`, error.params)
  // A database refusal: its code only (its message quotes the statement and the line's values).
  logger.warn({ err: error }, 'catalogue import: line refused by the database')
  const code = (error as { code?: unknown })?.code
  return i18n.t('errors.import_line_failed', { message: typeof code === 'string' ? code : 'database' })
}

/** Runs `check` on each line, collecting the refused ones with their reason. */
export async function checkEach<T>(
  batch: CsvLine[],
  context: ImportContext,
  check: (line: CsvLine) => Promise<AcceptedLine<T>>
): Promise<CheckedBatch<T>> {
  const result: CheckedBatch<T> = { accepted: [], refused: [] }
  for (const line of batch) {
    try {
      result.accepted.push(await check(line))
    } catch (error) {
      result.refused.push({ line: line.line, reason: reasonOf(error, context.i18n) })
    }
  }
  return result
}

/** Writes each accepted line on its own (its own transaction), collecting the refused ones with their reason. */
export async function writeEach(
  accepted: AcceptedLine[],
  context: ImportContext,
  write: (line: AcceptedLine, context: ImportContext) => Promise<unknown>
): Promise<RefusedLine[]> {
  const refused: RefusedLine[] = []
  for (const line of accepted) {
    try {
      await write(line, context)
    } catch (error) {
      refused.push({ line: line.line, reason: reasonOf(error, context.i18n) })
    }
  }
  return refused
}

/** The validators' options in the import's language; one messages provider per import, not per line. */
const providers = new WeakMap<I18n, ReturnType<I18n['createMessagesProvider']>>()
export function validationOptions(i18n: I18n) {
  if (!providers.has(i18n)) providers.set(i18n, i18n.createMessagesProvider())
  return { messagesProvider: providers.get(i18n)! }
}
