import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The workshop's verification (homologation): each verification of an item, with the product that
 * really arrived, its identifiers, the operator's answers, the controlled grade and price and the outcome the
 * pricing module decided; the photos the operator attached as evidence; the difference a category absorbed,
 * recorded on the buy-back. An item verified again after a quarantine has several rows.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('item_verifications', (table) => {
      table.increments('id')
      table.integer('item_id').unsigned().notNullable().references('id').inTable('items').onDelete('CASCADE')
      table
        .integer('buyback_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('buybacks')
        .onDelete('CASCADE')
      table.integer('user_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.uuid('product_id').nullable().references('id').inTable('products')
      table.string('imei', 17).nullable()
      table.string('serial_number', 64).nullable()
      table.string('declared_grade', 16).nullable()
      table.integer('declared_price').nullable()
      table.string('controlled_grade', 16).nullable()
      table.integer('controlled_price').nullable()
      table.integer('absorbed').notNullable().defaultTo(0)
      table.string('outcome', 32).notNullable()
      table.string('quarantine_reason', 32).nullable()
      // The operator's answers as read then: [{ questionId, answerId, question, answer, gradeCap, priceImpact }].
      table.text('answers').nullable()
      table.string('comment', 255).nullable()
      table.boolean('comment_shared').notNullable().defaultTo(false)
      table.timestamp('created_at').notNullable()
      table.index(['item_id', 'created_at'])
      table.index(['buyback_id'])
    })

    this.schema.createTable('item_photos', (table) => {
      table.increments('id')
      table.integer('item_id').unsigned().notNullable().references('id').inTable('items').onDelete('CASCADE')
      table
        .integer('verification_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('item_verifications')
        .onDelete('CASCADE')
      table.string('file_key', 128).notNullable()
      table.string('content_type', 32).notNullable()
      table.integer('size').notNullable()
      table.integer('user_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.timestamp('created_at').notNullable()
      table.index(['item_id', 'verification_id'])
    })

    this.schema.alterTable('buybacks', (table) => {
      table.integer('absorbed_price').nullable()
    })
  }

  async down() {
    this.schema.alterTable('buybacks', (table) => {
      table.dropColumn('absorbed_price')
    })
    this.schema.dropTable('item_photos')
    this.schema.dropTable('item_verifications')
  }
}
