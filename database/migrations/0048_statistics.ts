import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The weekly statistics dashboard. A snapshot per account and week (Monday, UTC) holds one row per
 * buy-back that account is involved in (as retailer, buyer or workshop) and that moved during the week. The
 * rows keep the buy-back's store and seller, so that the figures of a role that sees part of the account
 * (a management unit, a workshop) are summed at read time from the rows it may see.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('statistics_snapshots', (table) => {
      table.increments('id')
      table
        .integer('account_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('accounts')
        .onDelete('CASCADE')
      table.string('week_start', 10).notNullable()
      table.timestamp('computed_at').notNullable()
      table.unique(['account_id', 'week_start'])
    })

    this.schema.createTable('statistics_rows', (table) => {
      table.increments('id')
      table
        .integer('snapshot_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('statistics_snapshots')
        .onDelete('CASCADE')
      table
        .integer('buyback_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('buybacks')
        .onDelete('CASCADE')
      table.integer('owner_account_id').unsigned().notNullable()
      table.integer('store_id').unsigned().nullable()
      table.string('store_name', 255).nullable()
      table.integer('seller_id').unsigned().nullable()
      table.string('seller_name', 255).nullable()
      table.string('channel', 8).notNullable()
      table.string('status_group', 24).nullable()
      table.integer('category_id').unsigned().nullable()
      table.string('category_label', 255).nullable()
      table.string('declared_grade', 16).nullable()
      table.string('controlled_grade', 16).nullable()
      table.boolean('created_in_week').notNullable().defaultTo(false)
      table.integer('declared_price').nullable()
      table.integer('check_in_minutes').nullable()
      table.integer('verification_minutes').nullable()
      table.integer('validated_price').nullable()
      table.integer('payment_minutes').nullable()
      table.integer('paid_amount').nullable()
      table.string('litigation', 16).nullable()
      table.string('grading', 8).nullable()
      table.index(['snapshot_id'])
      table.index(['buyback_id'])
    })
  }

  async down() {
    this.schema.dropTable('statistics_rows')
    this.schema.dropTable('statistics_snapshots')
  }
}
