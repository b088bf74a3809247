import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The webhook deliveries a configuration received within the replay window (actions/transports/
 * receive_sendcloud_webhook.ts): one row per event id, so that a delivery sent again is refused, whichever
 * API process or instance receives it. Rows older than the window are deleted as new ones come: the window
 * itself refuses their deliveries.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('webhook_deliveries', (table) => {
      table.increments('id')
      table
        .integer('configuration_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('connector_configurations')
        .onDelete('CASCADE')
      table.string('event_id', 64).notNullable()
      table.timestamp('received_at').notNullable()
      table.unique(['configuration_id', 'event_id'])
      table.index(['configuration_id', 'received_at'])
    })
  }

  async down() {
    this.schema.dropTable('webhook_deliveries')
  }
}
