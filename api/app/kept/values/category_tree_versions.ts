import type { KeptValue } from '#kept/kept_value'
import { randomStep, rowsOf, upsert, type Event, type Row, type TriggerSpec } from '#kept/triggers'

/**
 * The tree reads categories, their questions, their circuit links with the circuits' channel, and their kept
 * product counts. Every such write bumps the version of the categories' account, the retailer that owns them;
 * a buyer's tree is checked against the versions of the accounts whose categories it buys (the list changes
 * when a category changes buyer, since that bumps its account).
 * - Products bump their own account (a product's category is one of its account's: the product forms and the
 *   imports take it there) when they come, go, or change category or status: one upsert of a row known by its
 *   key, where looking the category up would cost each line of a large import a join.
 * - The kept counts bump on insert and delete: the nightly recount rewrites them, and SQLite cascades a
 *   category's deletion to them. A count changed by hand (an UPDATE) is not seen: recount instead.
 */
/**
 * The account to bump: a column of the row, or `c.account_id` of the categories `from` reaches (a FROM …
 * WHERE …), `many` when several of them may give the same account (bumped once).
 */
type Reader = { account: string; from?: string; many?: boolean }

function bump(sqlite: boolean, { account, from, many }: Reader) {
  const step = randomStep(sqlite)
  const column = sqlite ? 'version' : 'category_tree_versions.version'
  const conflict = upsert(sqlite, 'account_id', `version = ${column} + ${step}`)
  const insert = 'INSERT INTO category_tree_versions (account_id, version)'
  if (!from) return `${insert} VALUES (${account}, ${step}) ${conflict}`
  // The WHERE lets SQLite read ON CONFLICT after a SELECT.
  const group = many ? ` GROUP BY ${account}` : ''
  return `${insert} SELECT ${account}, ${step} ${from}${group} ${conflict}`
}

const own =
  (column = 'account_id') =>
  (row: Row): Reader[] => [{ account: `${row}.${column}` }]

/** The account of the category the row belongs to (its questions, circuit links, product counts). */
const ofCategory = (row: Row): Reader[] => [
  { account: 'c.account_id', from: `FROM categories c WHERE c.id = ${row}.category_id` },
]

/** The accounts of the categories linked to a circuit. */
const ofCircuit = (row: Row): Reader[] => [
  {
    account: 'c.account_id',
    from: `FROM category_circuits cc JOIN categories c ON c.id = cc.category_id WHERE cc.circuit_id = ${row}.id`,
    many: true,
  },
]

interface Table {
  readers: (row: Row) => Reader[]
  events: Event[]
  /** Bumps on an update only when one of these columns moved (those the tree depends on). */
  updated?: string[]
}

const TABLES: Record<string, Table> = {
  categories: { readers: own(), events: ['ins', 'upd', 'del'] },
  products: {
    readers: own(),
    events: ['ins', 'upd', 'del'],
    updated: ['category_id', 'status', 'account_id'],
  },
  category_product_counts: { readers: ofCategory, events: ['ins', 'del'] },
  diagnostic_questions: { readers: ofCategory, events: ['ins', 'upd', 'del'], updated: ['category_id'] },
  category_circuits: { readers: ofCategory, events: ['ins', 'upd', 'del'] },
  // A circuit is in the tree by its channel; a new one has no links yet.
  circuits: { readers: ofCircuit, events: ['upd', 'del'], updated: ['channel'] },
  accounts: { readers: own('id'), events: ['del'] },
}

const triggers = Object.entries(TABLES).flatMap(([table, { readers, events, updated }]) =>
  events.map((event): TriggerSpec => ({
    table,
    event,
    timing: event === 'del' ? 'BEFORE' : 'AFTER',
    updated,
    body: (sqlite) => rowsOf(event).flatMap((row) => readers(row).map((reader) => bump(sqlite, reader))),
  }))
)

export const categoryTreeVersions: KeptValue = {
  name: 'category_tree_versions',
  holds: "per account, the version of its categories tree (the tree, the categories list's counts)",
  store: 'category_tree_versions',
  keptBy: 'triggers',
  triggers,
  readers: ['app/services/category_tree.ts', 'app/services/category_tree_cache.ts'],
  notSources: { category_tree_versions: 'the version itself' },
  inProcess: [
    'app/services/category_tree_cache.ts',
    'app/kept/category_list_counts.ts',
    'app/services/product_search/category_subtree.ts',
  ],
}
