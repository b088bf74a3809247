import db from '@adonisjs/lucid/services/db'

/** The statements `run` makes the application run, as knex's query listeners see them. */
export async function statementsOf(run: () => Promise<unknown>) {
  return (await queriesOf(run)).map((query) => query.sql)
}

/** The same with their bindings, to run one again or ask the engine for its plan. */
export async function queriesOf(run: () => Promise<unknown>) {
  const seen: { sql: string; bindings: unknown[] }[] = []
  const listener = (query: { sql: string; bindings?: unknown[] }) =>
    seen.push({ sql: query.sql, bindings: query.bindings ?? [] })
  const knex = db.connection().getWriteClient()
  knex.on('query', listener)
  try {
    await run()
  } finally {
    knex.off('query', listener)
  }
  return seen
}

/**
 * A copy of a row written straight to the database (never through a model), without its id and with
 * some columns changed; answers the new id on either engine.
 */
export async function copyRow(table: string, row: Record<string, unknown>, changes: Record<string, unknown>) {
  const copy = { ...row, ...changes }
  delete copy.id
  const [created] = await db.table(table).insert(copy).returning('id')
  return Number(typeof created === 'object' ? created.id : created)
}
