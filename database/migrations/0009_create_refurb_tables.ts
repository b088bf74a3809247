import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Refurbishment set-up: steps with their cost per workshop, refurb diagnostic questions whose answers
 * propose steps, and the questions that apply to each product.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('refurb_steps', (table) => {
      table.increments('id')
      table
        .integer('account_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('accounts')
        .onDelete('CASCADE')
      table.string('name', 255).notNullable()
      table.string('description', 255).nullable()
      table.integer('stock_id').unsigned().notNullable().references('id').inTable('stocks')
      table.string('status', 16).notNullable().defaultTo('active')
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.index(['account_id', 'name'])
      table.index(['stock_id'])
    })

    this.schema.createTable('refurb_step_costs', (table) => {
      table
        .integer('refurb_step_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('refurb_steps')
        .onDelete('CASCADE')
      table
        .integer('warehouse_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('organizations')
        .onDelete('CASCADE')
      table.integer('cost').notNullable()
      table.primary(['refurb_step_id', 'warehouse_id'])
    })

    this.schema.createTable('refurb_diagnostic_questions', (table) => {
      table.increments('id')
      table
        .integer('account_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('accounts')
        .onDelete('CASCADE')
      table.string('title', 255).notNullable()
      table.string('type', 16).notNullable().defaultTo('unique')
      table.string('description', 3000).nullable()
      table.integer('position').notNullable().defaultTo(0)
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.index(['account_id', 'position'])
    })

    this.schema.createTable('refurb_diagnostic_answers', (table) => {
      table.increments('id')
      table
        .integer('question_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('refurb_diagnostic_questions')
        .onDelete('CASCADE')
      table.integer('position').notNullable().defaultTo(0)
      table.string('name', 255).notNullable()
      table.index(['question_id'])
    })

    this.schema.createTable('refurb_answer_steps', (table) => {
      table
        .integer('answer_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('refurb_diagnostic_answers')
        .onDelete('CASCADE')
      table
        .integer('refurb_step_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('refurb_steps')
        .onDelete('CASCADE')
      table.primary(['answer_id', 'refurb_step_id'])
      table.index(['refurb_step_id'])
    })

    this.schema.createTable('product_refurb_questions', (table) => {
      table.uuid('product_id').notNullable().references('id').inTable('products').onDelete('CASCADE')
      table
        .integer('question_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('refurb_diagnostic_questions')
        .onDelete('CASCADE')
      table.primary(['product_id', 'question_id'])
    })
  }

  async down() {
    this.schema.dropTable('product_refurb_questions')
    this.schema.dropTable('refurb_answer_steps')
    this.schema.dropTable('refurb_diagnostic_answers')
    this.schema.dropTable('refurb_diagnostic_questions')
    this.schema.dropTable('refurb_step_costs')
    this.schema.dropTable('refurb_steps')
  }
}
