import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Accounts are the client companies of the platform (DESIGN.md §2), with their modules.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('accounts', (table) => {
      table.increments('id')
      table.string('common_name', 255).notNullable()
      table.string('corporate_name', 255).nullable()
      table.string('siret', 14).nullable()
      table.bigInteger('share_capital').nullable()
      table.string('status', 16).notNullable().defaultTo('active').index()
      table.string('street', 125).nullable()
      table.string('street_complement', 125).nullable()
      table.string('zip_code', 16).nullable()
      table.string('city', 45).nullable()
      table.string('country', 2).notNullable().defaultTo('FR')
      table.string('web_url', 255).nullable()
      table.string('gtm_id', 64).nullable()
      table.string('consent_tool_id', 64).nullable()
      table.string('payment_issuer', 16).notNullable().defaultTo('retailer')
      table.string('transport_contract_holder', 16).notNullable().defaultTo('retailer')
      table.boolean('is_platform').notNullable().defaultTo(false)
      table.string('language', 5).notNullable().defaultTo('fr')
      table.string('currency', 3).notNullable().defaultTo('EUR')
      table.string('main_color', 7).notNullable().defaultTo('#1a5fb4')
      table.string('logo', 255).nullable()
      table.string('favicon', 255).nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.index(['common_name'])
    })

    this.schema.createTable('account_modules', (table) => {
      table.increments('id')
      table
        .integer('account_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('accounts')
        .onDelete('CASCADE')
      table.string('module', 8).notNullable()
      table.unique(['account_id', 'module'])
    })

    this.schema.createTable('linked_buyers', (table) => {
      table.increments('id')
      table
        .integer('retailer_account_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('accounts')
        .onDelete('CASCADE')
      table
        .integer('buyer_account_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('accounts')
        .onDelete('CASCADE')
      table.unique(['retailer_account_id', 'buyer_account_id'])
      table.index(['buyer_account_id'])
    })
  }

  async down() {
    this.schema.dropTable('linked_buyers')
    this.schema.dropTable('account_modules')
    this.schema.dropTable('accounts')
  }
}
