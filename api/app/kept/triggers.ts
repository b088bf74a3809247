/**
 * The one pattern every kept value's triggers are written in, for both engines. A trigger runs in the
 * statement, so in the transaction, of the write that fires it, whatever the write path (a model, the query
 * builder, raw SQL, another process or instance): that is what lets a reader trust a version or a count.
 */
export type Row = 'NEW' | 'OLD'
export type Event = 'ins' | 'upd' | 'del'

const EVENTS = { ins: 'INSERT', upd: 'UPDATE', del: 'DELETE' } as const

/** The rows a statement of a trigger sees: an update is seen before and after (it may move a row). */
export const rowsOf = (event: Event): Row[] =>
  ({ ins: ['NEW'], upd: ['OLD', 'NEW'], del: ['OLD'] })[event] as Row[]

export interface TriggerSpec {
  table: string
  event: Event
  /**
   * BEFORE for the deletes of versions: InnoDB runs foreign-key cascades without firing triggers, so the
   * parent's trigger must still find the rows that name the readers. AFTER otherwise.
   */
  timing?: 'BEFORE' | 'AFTER'
  /** On an update, fires only when one of these columns moved. */
  updated?: string[]
  /**
   * On an update, fires only when a column other than these moved (the table's columns are read from the
   * database when the triggers are made): a versioned model's save claims its version in a statement of its
   * own, which moves nothing a reader reads.
   */
  updatedExcept?: string[]
  /** A condition on NEW or OLD the trigger fires under. */
  when?: (sqlite: boolean) => string
  /** SQLite only: an update fires only when one of these columns is written (`UPDATE OF`). */
  written?: string[]
  /** The statements, in order. */
  body: (sqlite: boolean) => string[]
  /** Only on this engine (the other keeps the value by other means, said where the value is declared). */
  engine?: 'sqlite' | 'mysql'
}

/** `OLD.x` and `NEW.x` differ, NULLs included. */
export const differs = (sqlite: boolean, column: string) =>
  sqlite ? `OLD.${column} IS NOT NEW.${column}` : `NOT (OLD.${column} <=> NEW.${column})`

export const moved = (sqlite: boolean, columns: string[]) =>
  columns.map((column) => differs(sqlite, column)).join(' OR ')

/**
 * A version moved up by a random step (1 to 2^20) rather than by one, for the versions a process compares
 * for equality: after a rolled-back transaction in which a value was read and kept, a counter would give the
 * next write that value's version again; a random step gives it once in a million.
 */
export const randomStep = (sqlite: boolean) =>
  sqlite ? '(1 + (random() & 1048575))' : '(1 + FLOOR(RAND() * 1048576))'

/** `INSERT … ` completed by the engine's upsert of `assignments` on a conflict of `key`. */
export const upsert = (sqlite: boolean, key: string, assignments: string) =>
  sqlite ? `ON CONFLICT(${key}) DO UPDATE SET ${assignments}` : `ON DUPLICATE KEY UPDATE ${assignments}`

export const triggerName = (value: string, spec: Pick<TriggerSpec, 'table' | 'event'>) =>
  `kept_${value}_${spec.table}_${spec.event}`

/** The columns of each table, for the specs that name the columns an update may move alone. */
export type TableColumns = Record<string, string[]>

function updatedColumns(spec: TriggerSpec, columns: TableColumns) {
  if (spec.event !== 'upd') return null
  if (spec.updated) return spec.updated
  if (!spec.updatedExcept) return null
  const except = spec.updatedExcept
  if (!columns[spec.table]?.length) throw new Error(`the columns of ${spec.table} were not given`)
  return columns[spec.table].filter((column) => !except.includes(column))
}

/** The CREATE TRIGGER statement of one spec of a kept value, or null when it is not for this engine. */
export function createTrigger(sqlite: boolean, value: string, spec: TriggerSpec, columns: TableColumns = {}) {
  if (spec.engine && spec.engine !== (sqlite ? 'sqlite' : 'mysql')) return null
  const updated = updatedColumns(spec, columns)
  const conditions = [...(updated ? [moved(sqlite, updated)] : []), ...(spec.when ? [spec.when(sqlite)] : [])]
  const condition = conditions.length ? conditions.map((one) => `(${one})`).join(' AND ') : null
  const statements = spec.body(sqlite).map((statement) => `${statement};`)
  const of = sqlite && spec.event === 'upd' && spec.written ? ` OF ${spec.written.join(', ')}` : ''
  const timing = `${spec.timing ?? 'AFTER'} ${EVENTS[spec.event]}${of} ON ${spec.table} FOR EACH ROW`
  const name = triggerName(value, spec)
  if (sqlite) {
    const when = condition ? ` WHEN ${condition}` : ''
    return `CREATE TRIGGER ${name} ${timing}${when} BEGIN ${statements.join(' ')} END`
  }
  const body = condition ? `IF ${condition} THEN ${statements.join(' ')} END IF;` : statements.join(' ')
  return `CREATE TRIGGER ${name} ${timing} BEGIN ${body} END`
}
