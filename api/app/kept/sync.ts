import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { recountCategoryProducts, recountItemStatuses, recountStockItems } from '#kept/counts'
import { keptTriggers, tablesWithColumns, type KeptTrigger } from '#kept/registry'
import { randomStep, type TableColumns } from '#kept/triggers'

/**
 * What a migration calls to make the database's triggers those of the registry: a change to the registry
 * comes with a new migration that calls `replaceKeptTriggers` (migrations that have run are never edited).
 *
 * Every trigger of a kept value goes (the registry's names, `kept_…`, and those the first migrations gave
 * them), then the registry's are created in its order. On MariaDB each statement commits by itself, so a write
 * made between the two would move nothing: the counts and the entities' tree order are then taken again from
 * the rows, and every version moves, so that no process keeps a value read before.
 */
const PREFIXES = [
  'kept_',
  'estimation_version_',
  'bump_estimation_',
  'category_tree_version_',
  'auth_version_',
  'organization_tree_order_',
  'products_fts_',
]

export async function keptTriggerNames(db: QueryClientContract): Promise<string[]> {
  const rows: Array<{ name: string }> = db.dialect.name.includes('sqlite')
    ? await db.rawQuery("SELECT name FROM sqlite_master WHERE type = 'trigger'")
    : await db
        .from('information_schema.triggers')
        .where('trigger_schema', db.raw('DATABASE()'))
        .select('trigger_name as name')
  return rows.map((row) => row.name).filter((name) => PREFIXES.some((prefix) => name.startsWith(prefix)))
}

/** The columns of the tables some triggers are made with, in the table's order. */
export async function tableColumns(db: QueryClientContract): Promise<TableColumns> {
  const sqlite = db.dialect.name.includes('sqlite')
  const columns: TableColumns = {}
  for (const table of tablesWithColumns()) {
    const rows: Array<{ name: string }> = sqlite
      ? await db.rawQuery(`SELECT name FROM pragma_table_info('${table}') ORDER BY cid`)
      : await db
          .from('information_schema.columns')
          .where('table_schema', db.raw('DATABASE()'))
          .where('table_name', table)
          .orderBy('ordinal_position')
          .select('column_name as name')
    columns[table] = rows.map((row) => row.name)
  }
  return columns
}

export async function replaceKeptTriggers(
  db: QueryClientContract,
  make: (sqlite: boolean, columns: TableColumns) => KeptTrigger[] = keptTriggers
) {
  const sqlite = db.dialect.name.includes('sqlite')
  const triggers = make(sqlite, await tableColumns(db))
  for (const name of await keptTriggerNames(db)) await db.rawQuery(`DROP TRIGGER IF EXISTS ${name}`)
  for (const trigger of triggers) await db.rawQuery(trigger.sql)

  await recountCategoryProducts(db)
  await recountStockItems(db)
  await recountItemStatuses(db)
  await db.rawQuery('DELETE FROM organization_tree_order')
  await db.rawQuery(
    `INSERT INTO organization_tree_order (organization_id, account_id, tree_path)
      SELECT id, account_id, ${sqlite ? "path || id || '/'" : "CONCAT(path, id, '/')"} FROM organizations`
  )
  const step = randomStep(sqlite)
  await db.rawQuery(`UPDATE category_tree_versions SET version = version + ${step}`)
  await db.rawQuery(`UPDATE auth_versions SET version = version + ${step}`)
  await db.rawQuery('UPDATE list_versions SET version = version + 1')
}
