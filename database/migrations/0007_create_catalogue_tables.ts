import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The retailer's catalogue: the category tree (materialised path, as for entities), products with their
 * grade prices in cents, TAC codes kept one per row for IMEI search, and diagnostic questions whose answers
 * carry a grade cap and a price impact (DESIGN.md §3). Question and answer texts are kept per language.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('categories', (table) => {
      table.increments('id')
      table
        .integer('account_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('accounts')
        .onDelete('CASCADE')
      table.integer('parent_id').unsigned().nullable().references('id').inTable('categories')
      table.string('path', 255).notNullable().defaultTo('/')
      table.string('label', 255).notNullable()
      table.string('identifier', 255).notNullable()
      table.integer('buyer_account_id').unsigned().nullable().references('id').inTable('accounts')
      table.integer('default_height').nullable()
      table.integer('default_width').nullable()
      table.integer('default_length').nullable()
      table.integer('default_weight').notNullable().defaultTo(0)
      table.integer('max_weight').nullable()
      table.string('image_url', 255).nullable()
      table.string('image_alt', 255).nullable()
      table.string('highlighted_instruction', 255).nullable()
      table.string('children_description', 255).nullable()
      table.string('absorption_type', 32).notNullable().defaultTo('none')
      table.decimal('absorption_value', 10, 2).nullable()
      table.string('status', 16).notNullable().defaultTo('active')
      table.integer('position').notNullable().defaultTo(0)
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.unique(['account_id', 'identifier'])
      table.index(['account_id', 'parent_id'])
      table.index(['path'])
      table.index(['label'])
    })

    this.schema.createTable('category_warehouses', (table) => {
      table
        .integer('category_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('categories')
        .onDelete('CASCADE')
      table
        .integer('warehouse_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('organizations')
        .onDelete('CASCADE')
      table.primary(['category_id', 'warehouse_id'])
    })

    this.schema.createTable('category_circuits', (table) => {
      table
        .integer('category_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('categories')
        .onDelete('CASCADE')
      table
        .integer('circuit_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('circuits')
        .onDelete('CASCADE')
      table.boolean('active').notNullable().defaultTo(true)
      table.primary(['category_id', 'circuit_id'])
      table.index(['circuit_id'])
    })

    this.schema.createTable('products', (table) => {
      table.uuid('id').primary()
      table
        .integer('account_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('accounts')
        .onDelete('CASCADE')
      table.integer('category_id').unsigned().notNullable().references('id').inTable('categories')
      table.string('label', 255).notNullable()
      table.string('brand', 255).nullable()
      table.string('modele', 255).nullable()
      table.string('reference', 255).nullable()
      table.string('ean_code', 14).nullable()
      table.text('tac_codes').nullable()
      table.boolean('is_collecting_imei').notNullable().defaultTo(false)
      table.string('comment', 500).nullable()
      table.integer('height').nullable()
      table.integer('width').nullable()
      table.integer('length').nullable()
      table.integer('weight').nullable()
      table.boolean('buyback_zero_not_allowed').notNullable().defaultTo(false)
      table.string('image', 255).nullable()
      table.string('image_hd', 255).nullable()
      table.string('status', 16).notNullable().defaultTo('draft')
      table.integer('price_grade_a').nullable()
      table.integer('buyback_price_grade_a').nullable()
      table.integer('buyback_price_grade_b').nullable()
      table.integer('buyback_price_grade_c').nullable()
      table.integer('buyback_price_grade_d').nullable()
      table.integer('buyback_price_grade_e').nullable()
      table.integer('buyback_price_functional').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.index(['account_id', 'status', 'label'])
      table.index(['account_id', 'label'])
      table.index(['category_id', 'status'])
      table.index(['brand'])
      table.index(['buyback_price_grade_a'])
      table.index(['ean_code'])
    })

    this.schema.createTable('product_secondary_categories', (table) => {
      table.uuid('product_id').notNullable().references('id').inTable('products').onDelete('CASCADE')
      table
        .integer('category_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('categories')
        .onDelete('CASCADE')
      table.primary(['product_id', 'category_id'])
      table.index(['category_id'])
    })

    this.schema.createTable('product_tac_codes', (table) => {
      table.uuid('product_id').notNullable().references('id').inTable('products').onDelete('CASCADE')
      table.string('tac', 8).notNullable()
      table.primary(['product_id', 'tac'])
      table.index(['tac'])
    })

    this.schema.createTable('diagnostic_questions', (table) => {
      table.increments('id')
      table
        .integer('category_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('categories')
        .onDelete('CASCADE')
      table.integer('position').notNullable().defaultTo(0)
      table.text('title').notNullable()
      table.text('how_to_test').nullable()
      table.string('status', 16).notNullable().defaultTo('active')
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.index(['category_id', 'position'])
    })

    this.schema.createTable('diagnostic_answers', (table) => {
      table.increments('id')
      table
        .integer('question_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('diagnostic_questions')
        .onDelete('CASCADE')
      table.integer('position').notNullable().defaultTo(0)
      table.text('name').notNullable()
      table.text('description').nullable()
      table.string('grade_cap', 16).notNullable()
      table.integer('price_impact').notNullable().defaultTo(0)
      table.index(['question_id', 'position'])
    })
  }

  async down() {
    this.schema.dropTable('diagnostic_answers')
    this.schema.dropTable('diagnostic_questions')
    this.schema.dropTable('product_tac_codes')
    this.schema.dropTable('product_secondary_categories')
    this.schema.dropTable('products')
    this.schema.dropTable('category_circuits')
    this.schema.dropTable('category_warehouses')
    this.schema.dropTable('categories')
  }
}
