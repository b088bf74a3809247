import { createHash } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import { rawRows } from '#services/raw_rows'

/**
 * Exact totals of list queries without recounting a large set on every page.
 *
 * A data set (say the products of one account) has a version in list_versions, moved by the triggers the
 * registry declares (#kept/registry: product_list_versions, user_list_versions, buyback_list_versions) in the
 * statement of every write to its tables, whatever the write path. A total is stored with the version read
 * BEFORE it was counted and is only read back while that version is still current, so a write that commits
 * during a count can only make that total unused, never wrong. Small totals are cheap to count and are not
 * stored.
 *
 * - Why a stale total cannot be read: the version and the stored total come from one statement, a total is
 *   stored with the version read before counting, and the bump commits with the write. A missing version row
 *   reads as 0 and the first bump creates it at 1, so a total stored at 0 is never read back either.
 * - A new versioned list (a `countCache` name) counts only rows of its data set, on columns whose every write
 *   moves that set's version (its registry entry names the tables, and a test holds its readers to them); a
 *   filter on something that changes without it (say a product's label in the buy-backs list) is counted each
 *   time instead (buybacks/list_options.ts, `unversioned`).
 */
const STORE_FROM = 1000

/** A list's count statement: its SQL (a key of what it counts) and its rows. */
export interface CountQuery {
  toSQL(): { sql: string; bindings: readonly unknown[] }
  then: PromiseLike<Array<{ total: number | string }>>['then']
}

/** The set's version and the total kept at it, if any: one statement of fixed text, run through the driver. */
const KNOWN_TOTAL_SQL = `SELECT v.version AS version, c.total AS total
  FROM (SELECT COALESCE(MAX(version), 0) AS version FROM list_versions WHERE name = ?) v
  LEFT JOIN list_counts c ON c.cache_key = ? AND c.version = v.version`

export async function countOnce(
  name: string,
  countQuery: CountQuery,
  storeFrom = STORE_FROM
): Promise<number> {
  const { sql, bindings } = countQuery.toSQL()
  const key = createHash('sha256')
    .update(`${name}\n${sql}\n${JSON.stringify(bindings)}`)
    .digest('hex')
  const [known] = await rawRows<{ version: number | string; total: number | string | null }>(
    KNOWN_TOTAL_SQL,
    [name, key]
  )
  if (known?.total !== null && known?.total !== undefined) return Number(known.total)

  const total = Number((await countQuery)[0].total)
  if (total >= storeFrom) {
    const version = Number(known?.version ?? 0)
    await db.from('list_counts').where('name', name).where('version', '<', version).delete()
    await db
      .connection()
      .knexQuery()
      .table('list_counts')
      .insert({ cache_key: key, name, version, total })
      .onConflict('cache_key')
      .merge(['version', 'total'])
  }
  return total
}

/**
 * The version names of the data sets whose totals are kept, moved by the triggers of the registry's
 * product_list_versions, user_list_versions and buyback_list_versions.
 */
export const listVersionName = (set: 'products' | 'users' | 'buybacks', accountId: number) =>
  `${set}:${accountId}`
