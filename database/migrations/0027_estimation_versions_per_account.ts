import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * One estimation version per account: the triggers of 0020 moved one global `estimation` row on
 * every configuration write, so one client's edit rebuilt every client's setups and, on MariaDB, every
 * tenant's configuration writers queued on that one row. Each trigger now bumps `estimation:<accountId>`
 * of every account whose setups read the written row (services/estimation/setups.ts states the invariant).
 *
 * A setup of account A reads A's rows and, through links, rows that may belong to another account: the
 * buyer account of its category, the workshops of category_warehouses and of its dispatch destinations
 * (organizations), the payment modes linked to its circuits and shipping methods. So a write to such a row
 * also bumps the accounts linking to it. The version row is created by the first bump (an upsert), so a
 * trigger never misses an account, whichever write comes first.
 *
 * Deletes bump BEFORE the row goes: InnoDB runs foreign-key cascades without firing triggers, so once an
 * organization, payment mode or account is gone, the link rows naming the readers are gone too. A child row
 * whose parent went first (SQLite fires triggers on cascades) finds no reader: the parent's trigger bumped.
 *
 * Rows reached only within one account need no cross-account reader: a category's lineage (the categories
 * above it and their questions) stays in its account's tree, and the builder reads only the account's own
 * circuits and shipping methods, whatever category_circuits links. A writer now holds the version rows of
 * the accounts it bumps only, so tenants no longer queue behind each other.
 */
type Row = 'NEW' | 'OLD'
type Readers = (row: Row, event: Event) => string[]
type Event = keyof typeof EVENTS

const EVENTS = { ins: 'INSERT', upd: 'UPDATE', del: 'DELETE' } as const

const own = (row: Row) => `SELECT ${row}.account_id AS account_id`
const ofCategory = (categoryId: string) => `SELECT account_id FROM categories WHERE id = ${categoryId}`

/** The accounts whose setups read these organizations (`match` completes `… warehouse_id`). */
const organizationReaders = (match: string) => [
  `SELECT c.account_id FROM category_warehouses cw JOIN categories c ON c.id = cw.category_id
    WHERE cw.warehouse_id ${match}`,
  `SELECT r.account_id FROM warehouse_dispatch_destinations d JOIN warehouse_dispatch_rules r ON r.id = d.rule_id
    WHERE d.warehouse_id ${match}`,
]

/** The accounts whose setups read these payment modes (`match` completes `… payment_mode_id`). */
const paymentModeReaders = (match: string) => [
  `SELECT c.account_id FROM circuit_payment_modes cp JOIN circuits c ON c.id = cp.circuit_id
    WHERE cp.payment_mode_id ${match}`,
  `SELECT s.account_id FROM shipping_method_payment_modes sp JOIN shipping_methods s ON s.id = sp.shipping_method_id
    WHERE sp.payment_mode_id ${match}`,
]

/** For each table a setup is built from: the accounts whose setups read a given row of it. */
const READERS: Record<string, Readers> = {
  accounts: (row, event) => [
    `SELECT ${row}.id AS account_id`,
    `SELECT account_id FROM categories WHERE buyer_account_id = ${row}.id`,
    // Deleting an account cascades to its organizations and payment modes, without triggers on MySQL.
    ...(event === 'del'
      ? [
          ...organizationReaders(`IN (SELECT id FROM organizations WHERE account_id = ${row}.id)`),
          ...paymentModeReaders(`IN (SELECT id FROM payment_modes WHERE account_id = ${row}.id)`),
        ]
      : []),
  ],
  organization_root_details: (row) => [own(row)],
  // Their own account reads organizations and payment modes only through the links too; bumping it as well
  // costs nothing and keeps a future direct read covered.
  organizations: (row) => [own(row), ...organizationReaders(`= ${row}.id`)],
  categories: (row) => [own(row)],
  category_warehouses: (row) => [ofCategory(`${row}.category_id`)],
  category_circuits: (row) => [ofCategory(`${row}.category_id`)],
  diagnostic_questions: (row) => [ofCategory(`${row}.category_id`)],
  diagnostic_answers: (row) => [
    `SELECT c.account_id FROM diagnostic_questions q JOIN categories c ON c.id = q.category_id
      WHERE q.id = ${row}.question_id`,
  ],
  circuits: (row) => [own(row)],
  circuit_payment_modes: (row) => [`SELECT account_id FROM circuits WHERE id = ${row}.circuit_id`],
  payment_modes: (row) => [own(row), ...paymentModeReaders(`= ${row}.id`)],
  shipping_methods: (row) => [own(row)],
  shipping_method_payment_modes: (row) => [
    `SELECT account_id FROM shipping_methods WHERE id = ${row}.shipping_method_id`,
  ],
  warehouse_dispatch_rules: (row) => [own(row)],
  warehouse_dispatch_conditions: (row) => [
    `SELECT account_id FROM warehouse_dispatch_rules WHERE id = ${row}.rule_id`,
  ],
  warehouse_dispatch_destinations: (row) => [
    `SELECT account_id FROM warehouse_dispatch_rules WHERE id = ${row}.rule_id`,
  ],
}

/** An update may move a row between accounts or links: the readers before and after both see a change. */
const rowsOf = (event: Event): Row[] => ({ ins: ['NEW'], upd: ['OLD', 'NEW'], del: ['OLD'] })[event] as Row[]

function bump(readers: string[], sqlite: boolean) {
  const accounts = `(${readers.join(' UNION ')}) a WHERE a.account_id IS NOT NULL`
  return sqlite
    ? `INSERT INTO list_versions (name, version) SELECT 'estimation:' || a.account_id, 1 FROM ${accounts}
        ON CONFLICT(name) DO UPDATE SET version = version + 1`
    : `INSERT INTO list_versions (name, version) SELECT CONCAT('estimation:', a.account_id), 1 FROM ${accounts}
        ON DUPLICATE KEY UPDATE version = list_versions.version + 1`
}

/** `when` reads as in "AFTER INSERT ON circuits". */
const createTrigger = (sqlite: boolean, name: string, when: string, body: string) =>
  sqlite
    ? `CREATE TRIGGER ${name} ${when} BEGIN ${body}; END`
    : `CREATE TRIGGER ${name} ${when} FOR EACH ROW ${body}`

const perAccount = (table: string, event: Event) => `estimation_version_${table}_${event}`
/** The triggers of 0020, recreated by down(). */
const globalTrigger = (table: string, event: Event) => `bump_estimation_${table}_${event}`
const GLOBAL_BUMP = "UPDATE list_versions SET version = version + 1 WHERE name = 'estimation'"

const triggers = () =>
  Object.keys(READERS).flatMap((table) => (Object.keys(EVENTS) as Event[]).map((event) => ({ table, event })))

export default class extends BaseSchema {
  async up() {
    this.defer(async (db) => {
      const sqlite = db.dialect.name.includes('sqlite')
      for (const { table, event } of triggers()) {
        const readers = rowsOf(event).flatMap((row) => READERS[table](row, event))
        const timing = event === 'del' ? 'BEFORE' : 'AFTER'
        await db.rawQuery(
          createTrigger(
            sqlite,
            perAccount(table, event),
            `${timing} ${EVENTS[event]} ON ${table}`,
            bump(readers, sqlite)
          )
        )
        await db.rawQuery(`DROP TRIGGER IF EXISTS ${globalTrigger(table, event)}`)
      }
      // Every account has its row from the start; one a trigger already created keeps its version.
      const rows = (await db.from('accounts').select('id')).map(({ id }) => ({
        name: `estimation:${id}`,
        version: 1,
      }))
      for (let start = 0; start < rows.length; start += 500) {
        await db
          .knexQuery()
          .table('list_versions')
          .insert(rows.slice(start, start + 500))
          .onConflict('name')
          .ignore()
      }
      await db.from('list_versions').where('name', 'estimation').delete()
      // Stored at the global version, which the per-account ones could meet by chance: built again.
      await db.from('estimation_setups').delete()
    })
  }

  async down() {
    this.defer(async (db) => {
      const sqlite = db.dialect.name.includes('sqlite')
      for (const { table, event } of triggers()) {
        await db.rawQuery(
          createTrigger(
            sqlite,
            globalTrigger(table, event),
            `AFTER ${EVENTS[event]} ON ${table}`,
            GLOBAL_BUMP
          )
        )
        await db.rawQuery(`DROP TRIGGER IF EXISTS ${perAccount(table, event)}`)
      }
      await db.table('list_versions').insert({ name: 'estimation', version: 1 })
      await db.from('list_versions').where('name', 'like', 'estimation:%').delete()
      await db.from('estimation_setups').delete()
    })
  }
}
