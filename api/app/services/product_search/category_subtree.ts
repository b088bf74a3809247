import db from '@adonisjs/lucid/services/db'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import { ownerTreeVersion } from '#services/category_tree_cache'
import { KeptByVersion } from '#kept/in_process'

/**
 * "Category with descendants": the ids of the category itself and of every category of its account whose
 * materialised path passes through it (path LIKE '<path of X><X>/%'), in one query; null when the category
 * does not exist. A list of ids rather than a subquery: both planners then see the values and may walk the
 * index of the requested sort instead of sorting every product of a large branch.
 */
export async function categorySubtree(categoryId: number): Promise<number[] | null> {
  const rows: Array<{ id: number }> = await subtreesOf((root) => root.where('root.id', categoryId))
  return rows.length ? rows.map((row) => row.id) : null
}

/** Each account's inactive branches as read at a version of its categories tree. */
const keptInactive = new KeptByVersion(1_000)

/**
 * The ids of the categories at or below the inactive ones: their products are neither found nor estimated.
 * Read once for a search, whose statements then carry the ids: as a subquery, MariaDB ran it again for each
 * matching index row of a search of few matches.
 * An account's are kept in the process while its categories tree's version holds (#kept/registry
 * `category_tree_versions`, moved with every category written, in any process): a suggestion as the customer types then
 * reads one row instead of pairing the account's categories.
 */
export async function underInactiveCategories(accountId: number | null): Promise<number[]> {
  if (accountId === null) return readUnderInactive(null)
  const version = await ownerTreeVersion(accountId)
  return keptInactive.get(String(accountId), version, () => readUnderInactive(accountId))
}

async function readUnderInactive(accountId: number | null): Promise<number[]> {
  const rows: Array<{ id: number | string }> = await subtreesOf((root) => {
    root.whereNot('root.status', 'active')
    if (accountId !== null) root.where('root.account_id', accountId)
  })
  return rows.map((row) => Number(row.id))
}

/** `tree.id` of every category at or below the `root` categories the condition picks. */
function subtreesOf(pickRoots: (query: DatabaseQueryBuilderContract) => void) {
  const connection = db.connection()
  const prefix = connection.dialect.name.includes('sqlite')
    ? `root.path || root.id || '/%'`
    : `CONCAT(root.path, root.id, '/%')`
  // The roots first (few, often none), then the tree of each: SQLite keeps the order of a CROSS JOIN, and
  // would otherwise test every pair of the account's categories.
  const query = connection
    .from('categories as root')
    .joinRaw('CROSS JOIN categories AS tree')
    .whereRaw('tree.account_id = root.account_id')
    .where((branch) => branch.whereRaw('tree.id = root.id').orWhereRaw(`tree.path LIKE ${prefix}`))
    .select('tree.id')
  pickRoots(query)
  return query
}
