import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Expedition and transport. A package leaves a store for its workshop (`to_workshop`) or a
 * workshop for the buyer (`to_buyer`); an item to return leaves alone with its own label (a transport with
 * `item_id`). Every transport keeps the carrier's delivery events it has read, once each
 * (`transport_events`, unique on transport, code and time), and the last one on the row.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('packages', (table) => {
      table
        .integer('account_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('accounts')
        .onDelete('CASCADE')
      table.string('kind', 16).notNullable().defaultTo('to_workshop')
      table
        .integer('destination_account_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('accounts')
        .onDelete('SET NULL')
      table.integer('created_by').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.timestamp('delivered_at').nullable()
      table.index(['account_id', 'created_at'])
    })

    this.schema.alterTable('transports', (table) => {
      table
        .integer('account_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('accounts')
        .onDelete('CASCADE')
      /** customer_to_workshop, store_to_workshop, workshop_to_buyer, workshop_to_customer */
      table.string('kind', 24).notNullable().defaultTo('customer_to_workshop')
      table.integer('item_id').unsigned().nullable().references('id').inTable('items').onDelete('CASCADE')
      table.integer('origin_id').unsigned().nullable().references('id').inTable('organizations')
      table.integer('destination_id').unsigned().nullable().references('id').inTable('organizations')
      table.string('label_key', 128).nullable()
      table.timestamp('last_delivery_status_at').nullable()
      table.timestamp('delivered_at').nullable()
      /** Still read by the tracking job: no final delivery status yet. */
      table.boolean('is_tracked').notNullable().defaultTo(true)
      table.index(['account_id', 'created_at'])
      table.index(['is_tracked'])
      table.index(['item_id'])
    })

    this.schema.createTable('transport_events', (table) => {
      table.increments('id')
      table
        .integer('transport_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('transports')
        .onDelete('CASCADE')
      table.string('code', 40).notNullable()
      table.timestamp('occurred_at').notNullable()
      table.string('location', 255).nullable()
      table.timestamp('created_at').notNullable()
      table.unique(['transport_id', 'code', 'occurred_at'])
    })
  }

  async down() {
    this.schema.dropTable('transport_events')
    this.schema.alterTable('transports', (table) => {
      table.dropIndex(['account_id', 'created_at'])
      table.dropIndex(['is_tracked'])
      table.dropIndex(['item_id'])
      table.dropForeign(['account_id'])
      table.dropForeign(['item_id'])
      table.dropForeign(['origin_id'])
      table.dropForeign(['destination_id'])
      table.dropColumn('account_id')
      table.dropColumn('kind')
      table.dropColumn('item_id')
      table.dropColumn('origin_id')
      table.dropColumn('destination_id')
      table.dropColumn('label_key')
      table.dropColumn('last_delivery_status_at')
      table.dropColumn('delivered_at')
      table.dropColumn('is_tracked')
    })
    this.schema.alterTable('packages', (table) => {
      table.dropIndex(['account_id', 'created_at'])
      table.dropForeign(['account_id'])
      table.dropForeign(['destination_account_id'])
      table.dropForeign(['created_by'])
      table.dropColumn('account_id')
      table.dropColumn('kind')
      table.dropColumn('destination_account_id')
      table.dropColumn('created_by')
      table.dropColumn('delivered_at')
    })
  }
}
