import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * An unguessable reference per buy-back (32 hex digits, 128 random bits), by which the storefront reaches a
 * pre-declared buy-back (`GET /api/storefront/predeclared-buybacks/:reference`) instead of its sequential
 * id. New buy-backs get theirs from the model (models/buyback.ts); the rows already there are given one by
 * the database's own random bytes, in one statement whatever their number.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('buybacks', (table) => {
      table.string('reference', 32).nullable().unique()
    })
    this.defer(async (db) => {
      const random =
        db.dialect.name === 'mysql' ? 'LOWER(HEX(RANDOM_BYTES(16)))' : 'lower(hex(randomblob(16)))'
      await db.rawQuery(`UPDATE buybacks SET reference = ${random} WHERE reference IS NULL`)
    })
  }

  async down() {
    this.schema.alterTable('buybacks', (table) => {
      table.dropUnique(['reference'])
      table.dropColumn('reference')
    })
  }
}
