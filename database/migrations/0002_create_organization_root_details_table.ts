import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Root details and general settings of an account (part 1 §3 "Organization root details"). The texts shown
 * to customers are kept per language as JSON objects { fr, en, nl, de }.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('organization_root_details', (table) => {
      table.increments('id')
      table
        .integer('account_id')
        .unsigned()
        .notNullable()
        .unique()
        .references('id')
        .inTable('accounts')
        .onDelete('CASCADE')
      table.string('seller_support_email', 255).nullable()
      table.string('dpo_email', 255).nullable()
      table.text('eula').nullable()
      table.text('service_terms').nullable()
      table.text('faq_and_contact').nullable()
      table.text('cookies_policy').nullable()
      table.text('accessibility_statement').nullable()
      table.text('buyback_zero_description').nullable()
      table.text('no_search_result_description').nullable()
      table.text('packing_instructions').nullable()
      table.boolean('is_warehouse_comment_mandatory').notNullable().defaultTo(false)
      table.boolean('is_warehouse_comment_shared_to_client').notNullable().defaultTo(false)
      table.text('enabled_premium_features').nullable()
      table.boolean('category_navigation_enabled').notNullable().defaultTo(true)
      table.boolean('customer_identity_document_required').notNullable().defaultTo(false)
      table.boolean('bar_code_enabled').notNullable().defaultTo(true)
      table.boolean('tag_price_enabled').notNullable().defaultTo(false)
      table.boolean('buyer_payment_enabled').notNullable().defaultTo(false)
      table.integer('cart_min_value').notNullable().defaultTo(0)
      table.string('external_website_url', 255).nullable()
      table.string('external_website_text', 255).nullable()
      table.boolean('drop_off_map_enabled').notNullable().defaultTo(false)
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
    })

    this.schema.createTable('white_label_configs', (table) => {
      table.increments('id')
      table
        .integer('account_id')
        .unsigned()
        .notNullable()
        .unique()
        .references('id')
        .inTable('accounts')
        .onDelete('CASCADE')
      table.string('host', 255).nullable().unique()
      table.boolean('is_default').notNullable().defaultTo(false)
      table.string('status', 16).notNullable().defaultTo('active')
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
    })
  }

  async down() {
    this.schema.dropTable('white_label_configs')
    this.schema.dropTable('organization_root_details')
  }
}
