import { errors as vineErrors } from '@vinejs/vine'
import type { I18n } from '@adonisjs/i18n'
import logger from '@adonisjs/core/services/logger'
import BusinessError from '#exceptions/business_error'
import { COLUMNS, CellError, readCell, type ColumnSpec } from '#services/catalogue_imports/columns'
import { columnTitle } from '#services/catalogue_imports/column_texts'
import type { CsvLine } from '#services/catalogue_imports/csv_reader'
import type { ImportDataType, ImportStrategy } from '#services/catalogue_imports/types'

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
  /**
   * True when checking a batch reads nothing the batch before it writes: the import checks the next batch
   * while this one is written. Not for categories, whose lines may name a parent created just before.
   */
  checksWhileWriting?: boolean
}

/**
 * The line's cells as the validator's data; "title.fr" columns build nested objects. A cell that cannot be
 * read is left out of the data and its error kept in `errors`: the line reports it with the others.
 */
export function dataOf(line: CsvLine, errors: unknown[] = []): Record<string, unknown> {
  const data: Record<string, unknown> = {}
  for (const [spec, raw] of line.cells) {
    try {
      setPath(data, spec, readCell(spec, raw))
    } catch (error) {
      if (!(error instanceof CellError)) throw error
      errors.push(error)
    }
  }
  return data
}

/** Every error of a line, each naming its column: the line is refused with all of them. */
export class LineErrors extends Error {
  constructor(public errors: unknown[]) {
    super('line refused')
  }
}

/**
 * Runs each check of a line, keeping its error rather than stopping at it: `run` answers the check's
 * result, or undefined when it failed; `done` refuses the line with every error kept.
 */
export class LineChecks {
  errors: unknown[] = []
  async run<T>(check: () => T | Promise<T>): Promise<T | undefined> {
    try {
      return await check()
    } catch (error) {
      this.errors.push(error)
      return undefined
    }
  }
  /** `run` for a check that answers at once (no promise to wait for). */
  now<T>(check: () => T): T | undefined {
    try {
      return check()
    } catch (error) {
      this.errors.push(error)
      return undefined
    }
  }
  done() {
    if (this.errors.length === 1) throw this.errors[0]
    if (this.errors.length) throw new LineErrors(this.errors)
  }
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

/** The column of a validator's field: categoryId → category_identifier, title.fr → title_fr. */
const FIELD_ALIASES: Record<string, string> = {
  categoryId: 'categoryIdentifier',
  parentId: 'parentIdentifier',
  secondaryCategoryIds: 'secondaryCategoryIdentifiers',
}
const columnNameOf = (field: string) =>
  field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`).replace(/\./g, '_')

/** The column a validator's field comes from, named as the template names it (the import's language). */
function columnOfField(field: string, context: ReasonContext) {
  const [head, ...rest] = field.split('.')
  const wanted = [FIELD_ALIASES[head] ?? head, ...rest.slice(0, 1)].join('.')
  const spec =
    context.columns?.find((one) => one.field === wanted) ??
    context.columns?.find((one) => one.field === (FIELD_ALIASES[head] ?? head))
  return spec ? columnTitle(spec, context.i18n) : columnNameOf(field)
}

const named = (i18n: I18n, column: string, message: string) => i18n.t('imports.error', { column, message })

interface ReasonContext {
  i18n: I18n
  columns?: ColumnSpec[]
}

/** The sentences of the report for an error of a line, in the language of the import. */
function reasonsOf(error: unknown, context: ReasonContext): string[] {
  const { i18n } = context
  if (error instanceof LineErrors) return error.errors.flatMap((one) => reasonsOf(one, context))
  if (error instanceof LineRefused) return [i18n.t(`errors.${error.code}`, error.params)]
  if (error instanceof CellError) {
    return [named(i18n, columnTitle(error.spec, i18n), i18n.t(`errors.${error.code}`))]
  }
  if (error instanceof vineErrors.E_VALIDATION_ERROR) {
    const messages = error.messages as { field: string; message: string }[] | Record<string, string>
    const list = Array.isArray(messages)
      ? messages.map(({ field, message }) => [field, message])
      : Object.entries(messages)
    return list.map(([field, message]) => named(i18n, columnOfField(field, context), message))
  }
  if (error instanceof BusinessError) return [i18n.t(`errors.${error.code}`, error.params)]
  // A database refusal: its code only (its message quotes the statement and the line's values).
  logger.warn({ err: error }, 'catalogue import: line refused by the database')
  const code = (error as { code?: unknown })?.code
  return [i18n.t('errors.import_line_failed', { message: typeof code === 'string' ? code : 'database' })]
}

/** The sentence of the report for a refused line: every error of the line, each naming its column. */
export function reasonOf(error: unknown, i18n: I18n, dataType?: ImportDataType): string {
  const columns = dataType ? (COLUMNS[dataType] as ColumnSpec[]) : undefined
  return reasonsOf(error, { i18n, columns }).join(' ; ')
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
      result.refused.push({ line: line.line, reason: reasonOf(error, context.i18n, context.dataType) })
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
      refused.push({ line: line.line, reason: reasonOf(error, context.i18n, context.dataType) })
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
