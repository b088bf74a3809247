import type { KeptValue } from '#kept/kept_value'
import { rowsOf, type Event, type Row, type TriggerSpec } from '#kept/triggers'

/**
 * The versions of the data sets whose list totals are kept (#kept/list_totals): a total is stored with the
 * version read before it was counted and only read back while that version holds. Each moves by one: a total
 * is kept in the database, in the transaction of the count, so a rolled-back write takes its version back
 * with the totals counted inside it.
 */
/** The version moves, and the totals kept at the old one go (they can no longer be read). */
const bump = (set: string, account: (row: Row) => string, event: Event) => (sqlite: boolean) => {
  const nameOf = (accountId: string) =>
    sqlite ? `'${set}:' || ${accountId}` : `CONCAT('${set}:', ${accountId})`
  const accounts = rowsOf(event)
    .map((row) => `SELECT ${account(row)} AS account_id`)
    .join(' UNION ')
  const conflict = sqlite
    ? 'ON CONFLICT(name) DO UPDATE SET version = version + 1'
    : 'ON DUPLICATE KEY UPDATE version = list_versions.version + 1'
  return [
    `INSERT INTO list_versions (name, version) SELECT ${nameOf('a.account_id')}, 1
      FROM (${accounts}) a WHERE a.account_id IS NOT NULL ${conflict}`,
    ...[...new Set(rowsOf(event).map(account))].map(
      (accountId) => `DELETE FROM list_counts WHERE name = ${nameOf(accountId)}`
    ),
  ]
}

/** Triggers moving the version `<set>:<account>` on these events of a table (an update: when `updated` moved). */
function moves(
  set: string,
  table: string,
  {
    updated,
    account = (row) => `${row}.account_id`,
  }: { updated?: string[]; account?: (row: Row) => string } = {}
): TriggerSpec[] {
  return (['ins', 'upd', 'del'] as const).map((event) => ({
    table,
    event,
    ...(event === 'upd' && updated ? { updated } : {}),
    // A versioned model's save claims its version in a statement of its own.
    ...(event === 'upd' && !updated ? { updatedExcept: ['version'] } : {}),
    body: bump(set, account, event),
  }))
}

const VERSION = { list_versions: 'the version itself', list_counts: 'the totals kept at a version' }

export const productListVersions: KeptValue = {
  name: 'product_list_versions',
  holds: "per account, the version of its products' list totals (list_versions products:<id>)",
  store: 'list_versions',
  keptBy: 'triggers',
  triggers: [...moves('products', 'products'), ...moves('products', 'categories')],
  readers: [
    'app/kept/list_totals.ts',
    'app/services/product_list_filters.ts',
    'app/services/product_search/category_subtree.ts',
  ],
  notSources: {
    ...VERSION,
    products_fts: 'kept from products by its own triggers (products_fts)',
    product_fts_rows: 'kept from products by its own triggers (products_fts)',
  },
}

export const userListVersions: KeptValue = {
  name: 'user_list_versions',
  holds: "per account, the version of its users' list totals (list_versions users:<id>)",
  store: 'list_versions',
  keptBy: 'triggers',
  triggers: moves('users', 'users'),
  readers: ['app/kept/list_totals.ts', 'app/queries/users/list.ts'],
  notSources: { ...VERSION, user_modules: "shown beside a page's users, never filtered on or counted" },
}

/** The columns the buy-backs list filters and searches on (#services/buybacks/list_options). */
const FILTERED = [
  'account_id',
  'status',
  'channel',
  'circuit_id',
  'store_id',
  'created_at',
  'identification_number',
  'customer_id',
]

export const buybackListVersions: KeptValue = {
  name: 'buyback_list_versions',
  holds: "per account, the version of its buy-backs' list totals (list_versions buybacks:<id>)",
  store: 'list_versions',
  keptBy: 'triggers',
  triggers: [
    ...moves('buybacks', 'buybacks', { updated: FILTERED }),
    ...moves('buybacks', 'customers', { updated: ['account_id', 'lastname'] }),
  ],
  readers: ['app/kept/list_totals.ts', 'app/services/buybacks/list_options.ts'],
  notSources: {
    ...VERSION,
    products: 'its filter on product labels is counted each time (list_options: unversioned)',
    status_history: 'its filter on pending proposals is counted each time (list_options: unversioned)',
    circuits: "names shown beside a page's rows, never filtered on or counted",
    organizations: "names shown beside a page's rows, never filtered on or counted",
  },
}
