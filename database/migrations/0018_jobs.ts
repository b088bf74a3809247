import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The one job queue of DESIGN.md §1: background work (e-mails now; imports, exports, payment relaunch and
 * statistics later) stored as rows that workers claim with row locking, so any number of API processes share it.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('jobs', (table) => {
      table.bigIncrements('id')
      table.string('type', 64).notNullable()
      table.text('payload').notNullable()
      table.string('status', 16).notNullable().defaultTo('pending')
      table.integer('attempts').notNullable().defaultTo(0)
      table.integer('max_attempts').notNullable().defaultTo(5)
      table.timestamp('run_at').notNullable()
      table.timestamp('locked_at').nullable()
      table.text('last_error').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.index(['status', 'run_at'])
    })
  }

  async down() {
    this.schema.dropTable('jobs')
  }
}
