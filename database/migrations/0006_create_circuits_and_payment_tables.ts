import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Circuits (paths), their instructions and packing steps; payment modes and shipping methods with their
 * modifiers (DESIGN.md §3: fixed cents or a percentage capped by `*_capped_amount`).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('payment_modes', (table) => {
      table.increments('id')
      table
        .integer('account_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('accounts')
        .onDelete('CASCADE')
      table.string('provider', 64).notNullable()
      table.string('type', 32).notNullable()
      table.string('label', 255).notNullable()
      table.string('description', 300).notNullable()
      table.text('long_description').nullable()
      table.string('mail_content', 300).nullable()
      table.string('modifier_type', 16).notNullable().defaultTo('fixed')
      table.integer('modifier_value').notNullable().defaultTo(0)
      table.integer('modifier_capped_amount').nullable()
      table.text('iban').nullable()
      table.string('bonus_mode', 16).notNullable().defaultTo('disabled')
      table.integer('bonus_value').nullable()
      table.integer('bonus_cap').nullable()
      table.string('manual_payment_info', 255).nullable()
      table.string('status', 16).notNullable().defaultTo('active')
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.index(['account_id', 'status'])
      table.index(['label'])
    })

    this.schema.createTable('circuits', (table) => {
      table.increments('id')
      table
        .integer('account_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('accounts')
        .onDelete('CASCADE')
      table.string('code', 32).notNullable()
      table.string('name', 255).notNullable()
      table.string('description', 500).nullable()
      table.string('channel', 8).notNullable()
      table.string('deposit', 16).notNullable()
      table.string('eligible_countries', 255).notNullable().defaultTo('["FR"]')
      table.integer('transfer_order_number_of_copy').notNullable().defaultTo(1)
      table.integer('deposit_bonus').notNullable().defaultTo(0)
      table.string('status', 16).notNullable().defaultTo('active')
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.index(['account_id', 'channel', 'status'])
      table.index(['name'])
    })

    this.schema.createTable('circuit_instructions', (table) => {
      table.increments('id')
      table
        .integer('circuit_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('circuits')
        .onDelete('CASCADE')
      table.integer('sequence').notNullable()
      table.string('label', 150).notNullable()
      table.string('type', 16).notNullable().defaultTo('none')
      table.index(['circuit_id', 'sequence'])
    })

    this.schema.createTable('circuit_packing_steps', (table) => {
      table.increments('id')
      table
        .integer('circuit_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('circuits')
        .onDelete('CASCADE')
      table.integer('sequence').notNullable()
      table.string('label', 150).notNullable()
      table.index(['circuit_id', 'sequence'])
    })

    this.schema.createTable('circuit_payment_modes', (table) => {
      table
        .integer('circuit_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('circuits')
        .onDelete('CASCADE')
      table
        .integer('payment_mode_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('payment_modes')
        .onDelete('CASCADE')
      table.primary(['circuit_id', 'payment_mode_id'])
    })

    this.schema.createTable('shipping_methods', (table) => {
      table.increments('id')
      table
        .integer('account_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('accounts')
        .onDelete('CASCADE')
      table.string('channel', 8).notNullable()
      table.string('type', 32).notNullable()
      table.string('description', 255).nullable()
      table.string('modifier_type', 16).notNullable().defaultTo('fixed')
      table.integer('modifier_value').notNullable().defaultTo(0)
      table.integer('modifier_capped_amount').nullable()
      table.string('countries', 255).notNullable().defaultTo('["FR"]')
      table.string('status', 16).notNullable().defaultTo('active')
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.index(['account_id', 'channel'])
    })

    this.schema.createTable('shipping_method_payment_modes', (table) => {
      table
        .integer('shipping_method_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('shipping_methods')
        .onDelete('CASCADE')
      table
        .integer('payment_mode_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('payment_modes')
        .onDelete('CASCADE')
      table.primary(['shipping_method_id', 'payment_mode_id'])
    })
  }

  async down() {
    this.schema.dropTable('shipping_method_payment_modes')
    this.schema.dropTable('shipping_methods')
    this.schema.dropTable('circuit_payment_modes')
    this.schema.dropTable('circuit_packing_steps')
    this.schema.dropTable('circuit_instructions')
    this.schema.dropTable('circuits')
    this.schema.dropTable('payment_modes')
  }
}
