import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The refurb diagnosis and the item refurb steps.
 *
 * - A refurb step may be a data-erasure step: completing it on an item records the erasure method and the
 *   reference of its certificate or report (refurbishers are audited on it).
 * - Each diagnosis of an item keeps the operator's answers as read then (question and answer texts beside
 *   their ids, like item_verifications), the planned cost and the stock the item went to.
 * - The history of an item's refurb steps is a table of its own rather than more `status_history` rows:
 *   a step has statuses of its own (to_do… completed) that are none of the buy-back, item or payment
 *   statuses that table's readers (the buy-back timeline, the litigation and quarantine queries) expect,
 *   and it records what only a step action carries (the stock confirmed or chosen). The item's own moves
 *   (diagnosed, refurb completed) stay in `status_history`, through the status machine; a device's timeline
 *   reads both by item.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('refurb_steps', (table) => {
      table.boolean('data_erasure').notNullable().defaultTo(false)
    })

    this.schema.alterTable('item_refurb_steps', (table) => {
      table.string('erasure_method', 32).nullable()
      table.string('erasure_reference', 255).nullable()
    })

    this.schema.createTable('item_refurb_diagnoses', (table) => {
      table.increments('id')
      table.integer('item_id').unsigned().notNullable().references('id').inTable('items').onDelete('CASCADE')
      table.integer('user_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.uuid('product_id').nullable().references('id').inTable('products')
      // [{ questionId, question, type, answers: [{ id, name }] }]
      table.text('answers').nullable()
      table.integer('total_planned_cost').notNullable().defaultTo(0)
      table.integer('stock_id').unsigned().nullable().references('id').inTable('stocks')
      table.timestamp('created_at').notNullable()
      table.index(['item_id'])
    })

    this.schema.createTable('item_refurb_step_history', (table) => {
      table.bigIncrements('id')
      table
        .integer('item_refurb_step_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('item_refurb_steps')
        .onDelete('CASCADE')
      table.integer('item_id').unsigned().notNullable().references('id').inTable('items').onDelete('CASCADE')
      table.string('action', 16).notNullable()
      table.string('from_status', 16).nullable()
      table.string('to_status', 16).notNullable()
      table.integer('user_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.integer('stock_id').unsigned().nullable().references('id').inTable('stocks')
      table.string('comment', 255).nullable()
      table.timestamp('created_at').notNullable()
      table.index(['item_refurb_step_id'])
      table.index(['item_id', 'created_at'])
    })
  }

  async down() {
    this.schema.dropTable('item_refurb_step_history')
    this.schema.dropTable('item_refurb_diagnoses')
    this.schema.alterTable('item_refurb_steps', (table) => {
      table.dropColumn('erasure_reference')
      table.dropColumn('erasure_method')
    })
    this.schema.alterTable('refurb_steps', (table) => {
      table.dropColumn('data_erasure')
    })
  }
}
