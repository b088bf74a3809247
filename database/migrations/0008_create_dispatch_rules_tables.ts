import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Dispatch circuit rules (which circuit for which categories) and warehouse dispatch rules (which workshop
 * receives an item, by conditions on brand, category, circuit and product state).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('dispatch_circuit_rules', (table) => {
      table.increments('id')
      table
        .integer('account_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('accounts')
        .onDelete('CASCADE')
      table
        .integer('circuit_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('circuits')
        .onDelete('CASCADE')
      table.string('description', 500).nullable()
      table.text('terms').nullable()
      table.boolean('traceability_enabled').notNullable().defaultTo(false)
      table.string('status', 16).notNullable().defaultTo('enabled')
      table.string('highlighted_instruction', 255).nullable()
      table.string('eligible_countries', 255).notNullable().defaultTo('["FR"]')
      table.text('custom_values').nullable()
      table.text('instructions').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.index(['account_id', 'status'])
      table.index(['circuit_id'])
    })

    this.schema.createTable('dispatch_circuit_rule_categories', (table) => {
      table
        .integer('rule_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('dispatch_circuit_rules')
        .onDelete('CASCADE')
      table
        .integer('category_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('categories')
        .onDelete('CASCADE')
      table.primary(['rule_id', 'category_id'])
    })

    this.schema.createTable('warehouse_dispatch_rules', (table) => {
      table.increments('id')
      table
        .integer('account_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('accounts')
        .onDelete('CASCADE')
      table.string('title', 255).notNullable()
      table.integer('position').notNullable().defaultTo(0)
      table.integer('default_warehouse_id').unsigned().nullable().references('id').inTable('organizations')
      table.boolean('geographic').notNullable().defaultTo(false)
      table.string('status', 16).notNullable().defaultTo('enabled')
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.index(['account_id', 'position'])
      table.index(['title'])
    })

    this.schema.createTable('warehouse_dispatch_conditions', (table) => {
      table.increments('id')
      table
        .integer('rule_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('warehouse_dispatch_rules')
        .onDelete('CASCADE')
      table.string('attribute', 16).notNullable()
      table.string('operator', 8).notNullable()
      table.text('values').notNullable()
      table.index(['rule_id'])
    })

    this.schema.createTable('warehouse_dispatch_destinations', (table) => {
      table
        .integer('rule_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('warehouse_dispatch_rules')
        .onDelete('CASCADE')
      table
        .integer('warehouse_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('organizations')
        .onDelete('CASCADE')
      table.primary(['rule_id', 'warehouse_id'])
    })
  }

  async down() {
    this.schema.dropTable('warehouse_dispatch_destinations')
    this.schema.dropTable('warehouse_dispatch_conditions')
    this.schema.dropTable('warehouse_dispatch_rules')
    this.schema.dropTable('dispatch_circuit_rule_categories')
    this.schema.dropTable('dispatch_circuit_rules')
  }
}
