import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Each call to an outside party leaves one line in its configuration's call log (time, operation,
 * outcome, duration, the error), so an admin can tell why no label was made without the server logs. Never a
 * secret or a customer's personal data; kept 30 days (the purge_connector_calls schedule).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('connector_calls', (table) => {
      table.bigIncrements('id')
      table
        .integer('configuration_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('connector_configurations')
        .onDelete('CASCADE')
      table.integer('account_id').unsigned().notNullable()
      table.string('operation', 64).notNullable()
      table.string('outcome', 16).notNullable()
      table.integer('http_status').nullable()
      table.integer('duration_ms').unsigned().notNullable()
      table.string('error', 500).nullable()
      table.dateTime('created_at').notNullable()
      table.index(['configuration_id', 'created_at'])
      table.index(['created_at'])
    })
  }

  async down() {
    this.schema.dropTable('connector_calls')
  }
}
