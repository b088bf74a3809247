import { BaseSchema } from '@adonisjs/lucid/schema'

/** Part 1 §4 "Buyback actions": an item released from quarantine is ready from a given date. */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('items', (table) => {
      table.date('ready_from').nullable()
    })
  }

  async down() {
    this.schema.alterTable('items', (table) => {
      table.dropColumn('ready_from')
    })
  }
}
