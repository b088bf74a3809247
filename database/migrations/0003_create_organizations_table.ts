import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Entities: the organisation tree inside an account. `path` holds the ids from the root ("/1/4/9/") so that
 * "everything below this entity" is one indexed prefix query (DESIGN.md §2 scope).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('organizations', (table) => {
      table.increments('id')
      table
        .integer('account_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('accounts')
        .onDelete('CASCADE')
      table.integer('parent_id').unsigned().nullable().references('id').inTable('organizations')
      table.string('path', 255).notNullable().defaultTo('/')
      table.string('type', 32).notNullable()
      table.string('module_type', 8).notNullable()
      table.string('common_name', 255).notNullable()
      table.string('corporate_name', 255).nullable()
      table.integer('buyer_account_id').unsigned().nullable().references('id').inTable('accounts')
      table.string('external_id', 45).nullable()
      table.string('email', 255).nullable()
      table.string('status', 16).notNullable().defaultTo('active')
      table.string('street', 125).nullable()
      table.string('street_complement', 125).nullable()
      table.string('zip_code', 16).nullable()
      table.string('city', 45).nullable()
      table.string('country', 2).notNullable().defaultTo('FR')
      table.decimal('latitude', 9, 6).nullable()
      table.decimal('longitude', 9, 6).nullable()
      table.integer('default_warehouse_id').unsigned().nullable().references('id').inTable('organizations')
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.unique(['account_id', 'external_id'])
      table.index(['account_id', 'type', 'status'])
      table.index(['path'])
      table.index(['parent_id'])
      table.index(['common_name'])
    })
  }

  async down() {
    this.schema.dropTable('organizations')
  }
}
