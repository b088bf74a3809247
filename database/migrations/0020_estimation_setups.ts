import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The estimation setup of a category: everything an
 * estimate reads besides the product (the account's features, the questions and answers, the circuits with
 * their payment modes, the carriers, the dispatch rules, the buyer and workshops), kept as one row per
 * category, channel and language (services/estimation/setups.ts).
 *
 * A setup is stored with the version of the `estimation` data set it was built at and only read back while
 * that version is current. The version is bumped by triggers on every table a setup is built from, in the
 * transaction of the write, so no write path (model, pivot, bulk query, seed) can leave a stale price; a
 * test checks that the builder reads nothing else. On MySQL with binary logging, creating triggers needs the
 * TRIGGER privilege and `log_bin_trust_function_creators=1` (or SUPER).
 */
const ESTIMATION_SOURCES = [
  'accounts',
  'organization_root_details',
  'organizations',
  'categories',
  'category_warehouses',
  'category_circuits',
  'diagnostic_questions',
  'diagnostic_answers',
  'circuits',
  'circuit_payment_modes',
  'payment_modes',
  'shipping_methods',
  'shipping_method_payment_modes',
  'warehouse_dispatch_rules',
  'warehouse_dispatch_conditions',
  'warehouse_dispatch_destinations',
] as const

const EVENTS = { ins: 'INSERT', upd: 'UPDATE', del: 'DELETE' } as const
const BUMP = "UPDATE list_versions SET version = version + 1 WHERE name = 'estimation'"

const triggerName = (table: string, event: keyof typeof EVENTS) => `bump_estimation_${table}_${event}`

export default class extends BaseSchema {
  async up() {
    this.schema.createTable('estimation_setups', (table) => {
      table
        .integer('category_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('categories')
        .onDelete('CASCADE')
      table.string('channel', 8).notNullable()
      table.string('language', 8).notNullable()
      table.bigInteger('version').notNullable()
      table.text('setup', 'longtext').notNullable()
      table.primary(['category_id', 'channel', 'language'])
    })

    this.defer(async (db) => {
      await db.table('list_versions').insert({ name: 'estimation', version: 1 })
      const sqlite = db.dialect.name.includes('sqlite')
      for (const table of ESTIMATION_SOURCES) {
        for (const [event, sqlEvent] of Object.entries(EVENTS)) {
          const name = triggerName(table, event as keyof typeof EVENTS)
          await db.rawQuery(
            !sqlite
              ? `CREATE TRIGGER ${name} AFTER ${sqlEvent} ON ${table} FOR EACH ROW ${BUMP}`
              : `CREATE TRIGGER ${name} AFTER ${sqlEvent} ON ${table} BEGIN ${BUMP}; END`
          )
        }
      }
    })
  }

  async down() {
    this.defer(async (db) => {
      for (const table of ESTIMATION_SOURCES) {
        for (const event of Object.keys(EVENTS)) {
          await db.rawQuery(`DROP TRIGGER IF EXISTS ${triggerName(table, event as keyof typeof EVENTS)}`)
        }
      }
      await db.from('list_versions').where('name', 'estimation').delete()
    })
    this.schema.dropTable('estimation_setups')
  }
}
