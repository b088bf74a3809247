import { BaseSchema } from '@adonisjs/lucid/schema'
import { KEPT_COLUMNS, SELLER_COLUMNS } from '#domain/purchase_register'

/**
 * The purchase register (Code pénal art. 321-7, DESIGN.md §8): one entry per buy-back completed from a private
 * person, numbered per register without gaps (`purchase_register_counters`, one row per register, locked by
 * the transaction that completes the buy-back), corrections as new entries naming the first.
 *
 * Entries are never changed nor deleted: triggers refuse it on both engines. One change only is let through,
 * once the register's own legal period has passed (actions/personal_data/apply_retention.ts): the seller's fields
 * emptied and `seller_erased_at` set, every other column as it was. The foreign keys do not cascade, so a
 * buy-back, an entity or an account cannot take its entries away (an account with buy-backs is anonymised,
 * never removed: actions/clients/delete_client.ts).
 */
/** The one update allowed: the seller erased once, nothing else changed. */
function erasureOnly(sqlite: boolean) {
  const same = (column: string) =>
    sqlite ? `NEW.${column} IS OLD.${column}` : `NEW.${column} <=> OLD.${column}`
  return [
    'OLD.seller_erased_at IS NULL',
    'NEW.seller_erased_at IS NOT NULL',
    ...KEPT_COLUMNS.map(same),
    ...SELLER_COLUMNS.map((column) => `NEW.${column} IS NULL`),
  ].join(' AND ')
}

const REFUSAL = 'purchase register entries are never changed nor deleted'

function triggers(sqlite: boolean) {
  if (sqlite) {
    return [
      `CREATE TRIGGER purchase_register_no_update BEFORE UPDATE ON purchase_register
        WHEN NOT (${erasureOnly(true)}) BEGIN SELECT RAISE(ABORT, '${REFUSAL}'); END`,
      `CREATE TRIGGER purchase_register_no_delete BEFORE DELETE ON purchase_register
        BEGIN SELECT RAISE(ABORT, '${REFUSAL}'); END`,
    ]
  }
  return [
    `CREATE TRIGGER purchase_register_no_update BEFORE UPDATE ON purchase_register FOR EACH ROW
      BEGIN IF NOT (${erasureOnly(false)}) THEN
        SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = '${REFUSAL}'; END IF; END`,
    `CREATE TRIGGER purchase_register_no_delete BEFORE DELETE ON purchase_register FOR EACH ROW
      SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = '${REFUSAL}'`,
  ]
}

export default class extends BaseSchema {
  async up() {
    this.schema.createTable('purchase_register_counters', (table) => {
      table.string('register_key', 32).primary()
      table.integer('last_number').unsigned().notNullable().defaultTo(0)
    })
    this.schema.createTable('purchase_register', (table) => {
      table.increments('id')
      table.integer('account_id').unsigned().notNullable().references('id').inTable('accounts')
      /** `store:<id>`, `workshop:<id>` or `account:<id>`: the register the number follows in. */
      table.string('register_key', 32).notNullable()
      table.integer('organization_id').unsigned().nullable().references('id').inTable('organizations')
      table.integer('number').unsigned().notNullable()
      /** purchase, cancellation or price_change. */
      table.string('kind', 16).notNullable()
      table.integer('corrects_entry_id').unsigned().nullable().references('id').inTable('purchase_register')
      table.integer('buyback_id').unsigned().notNullable().references('id').inTable('buybacks')
      table.timestamp('recorded_at').notNullable()
      table.string('category', 255).nullable()
      table.string('brand', 255).nullable()
      table.string('model', 255).nullable()
      table.string('serial_number', 64).nullable()
      table.string('imei', 32).nullable()
      table.integer('price').notNullable()
      table.string('currency', 3).notNullable()
      table.string('payment_type', 32).nullable()
      table.string('seller_firstname', 255).nullable()
      table.string('seller_lastname', 255).nullable()
      table.string('seller_address', 600).nullable()
      table.string('seller_email', 255).nullable()
      table.string('identity_type', 32).nullable()
      /** Encrypted with the app key, as the customer's. */
      table.text('identity_number').nullable()
      table.string('identity_authority', 255).nullable()
      table.date('identity_delivery_date').nullable()
      table.timestamp('seller_erased_at').nullable()
      table.timestamp('created_at').notNullable()
      table.unique(['register_key', 'number'])
      table.index(['account_id', 'recorded_at'])
      table.index(['organization_id', 'recorded_at'])
      table.index(['buyback_id'])
    })
    this.defer(async (db) => {
      const sqlite = db.dialect.name.includes('sqlite')
      for (const sql of triggers(sqlite)) await db.rawQuery(sql)
    })
  }

  async down() {
    this.defer(async (db) => {
      await db.rawQuery('DROP TRIGGER IF EXISTS purchase_register_no_update')
      await db.rawQuery('DROP TRIGGER IF EXISTS purchase_register_no_delete')
    })
    this.schema.dropTable('purchase_register')
    this.schema.dropTable('purchase_register_counters')
  }
}
