import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A version of the categories tree per account (services/category_tree_cache.ts reads it): the tree
 * is kept serialised in each API process and checked on every request against `category_tree_versions`,
 * which the triggers below move in the statement, so in the transaction, of every write to a row the tree
 * reads, whatever the write path and whichever process or instance makes it.
 *
 * The tree reads categories, their questions, their circuit links with the circuits' channel, and their
 * kept product counts (migration 0096). Every such write bumps the version of the categories' account, the
 * retailer that owns them; a buyer's tree is checked against the versions of the accounts whose categories
 * it buys (the list changes when a category changes buyer, since that bumps its account).
 * - Products bump their own account (a product's category is one of its account's: the product forms and
 *   the imports take it there) when they come, go, or change category or status: one upsert of a row known
 *   by its key. Looking the category up instead, as the counts' triggers do, nearly doubled the cost of
 *   each line of a large import on MariaDB.
 * - The kept counts bump on insert and delete: the nightly recount rewrites them, and SQLite cascades a
 *   category's deletion to them. A count changed by hand (an UPDATE) is not seen: recount instead.
 * - Deletes bump BEFORE the row goes, as in 0027: InnoDB runs foreign-key cascades without firing triggers,
 *   so the parent's trigger is the one that bumps (an account deleted with its categories).
 *
 * A version moves up by a random step (1 to 2^20) rather than by one: a process compares versions for
 * equality, and after a rolled-back transaction in which a tree was built (each test runs in one) a counter
 * would give the next write the version of that tree again; a random step gives it once in a million.
 *
 * On MariaDB these triggers run before the estimation triggers of 0027 on the same table (PRECEDES), so
 * that every writer takes an account's tree version before its estimation version, in one order.
 */
type Row = 'NEW' | 'OLD'
type Event = 'ins' | 'upd' | 'del'
/**
 * The account to bump: a column of the row, or `c.account_id` of the categories `from` reaches (a FROM …
 * WHERE …), `many` when several of them may give the same account (bumped once).
 */
type Reader = { account: string; from?: string; many?: boolean }

const EVENTS = { ins: 'INSERT', upd: 'UPDATE', del: 'DELETE' } as const

/** 1 to 2^20, at random. */
const step = (sqlite: boolean) => (sqlite ? '(1 + (random() & 1048575))' : '(1 + FLOOR(RAND() * 1048576))')

function bump(sqlite: boolean, { account, from, many }: Reader) {
  const upsert = sqlite
    ? `ON CONFLICT(account_id) DO UPDATE SET version = version + ${step(sqlite)}`
    : `ON DUPLICATE KEY UPDATE version = category_tree_versions.version + ${step(sqlite)}`
  const insert = 'INSERT INTO category_tree_versions (account_id, version)'
  if (!from) return `${insert} VALUES (${account}, ${step(sqlite)}) ${upsert}`
  // The WHERE lets SQLite read ON CONFLICT after a SELECT.
  const group = many ? ` GROUP BY ${account}` : ''
  return `${insert} SELECT ${account}, ${step(sqlite)} ${from}${group} ${upsert}`
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

const moved = (sqlite: boolean, columns: string[]) =>
  columns
    .map((column) =>
      sqlite ? `OLD.${column} IS NOT NEW.${column}` : `NOT (OLD.${column} <=> NEW.${column})`
    )
    .join(' OR ')

const triggerName = (table: string, event: Event) => `category_tree_version_${table}_${event}`
/** 0027's trigger on the same table and event, which this one precedes on MariaDB. */
const estimationTrigger = (table: string, event: Event) => `estimation_version_${table}_${event}`

function createTrigger(sqlite: boolean, table: string, event: Event, precedes: boolean) {
  const { readers, updated } = TABLES[table]
  const rows: Row[] = { ins: ['NEW'], upd: ['OLD', 'NEW'], del: ['OLD'] }[event] as Row[]
  const body = rows.flatMap((row) => readers(row).map((reader) => `${bump(sqlite, reader)};`))
  const timing = `${event === 'del' ? 'BEFORE' : 'AFTER'} ${EVENTS[event]} ON ${table} FOR EACH ROW`
  const condition = event === 'upd' && updated ? moved(sqlite, updated) : null
  if (sqlite) {
    const when = condition ? ` WHEN ${condition}` : ''
    return `CREATE TRIGGER ${triggerName(table, event)} ${timing}${when} BEGIN ${body.join(' ')} END`
  }
  const order = precedes ? ` PRECEDES ${estimationTrigger(table, event)}` : ''
  const statements = condition ? `IF ${condition} THEN ${body.join(' ')} END IF;` : body.join(' ')
  return `CREATE TRIGGER ${triggerName(table, event)} ${timing}${order} BEGIN ${statements} END`
}

export default class extends BaseSchema {
  async up() {
    this.schema.createTable('category_tree_versions', (table) => {
      // No foreign key: the version of a deleted account is harmless, and a bump checks no parent row.
      table.integer('account_id').unsigned().primary()
      table.bigInteger('version').notNullable()
    })
    // The accounts whose categories a buyer buys, read on each of its requests of the tree.
    this.schema.alterTable('categories', (table) => {
      table.index(['buyer_account_id', 'account_id'], 'categories_buyer_account_index')
    })
    this.defer(async (db) => {
      const sqlite = db.dialect.name.includes('sqlite')
      const existing = sqlite
        ? []
        : (
            await db
              .from('information_schema.triggers')
              .where('trigger_schema', db.raw('DATABASE()'))
              .select('trigger_name as name')
          ).map((row) => row.name)
      for (const [table, { events }] of Object.entries(TABLES)) {
        for (const event of events) {
          const precedes = existing.includes(estimationTrigger(table, event))
          await db.rawQuery(createTrigger(sqlite, table, event, precedes))
        }
      }
    })
  }

  async down() {
    this.defer(async (db) => {
      for (const [table, { events }] of Object.entries(TABLES)) {
        for (const event of events) await db.rawQuery(`DROP TRIGGER IF EXISTS ${triggerName(table, event)}`)
      }
    })
    this.schema.alterTable('categories', (table) => {
      table.dropIndex(['buyer_account_id', 'account_id'], 'categories_buyer_account_index')
    })
    this.schema.dropTable('category_tree_versions')
  }
}
