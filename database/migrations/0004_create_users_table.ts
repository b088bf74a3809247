import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Users belong to one account and hold, per module, a role (user type) and a parent entity.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('users', (table) => {
      table.increments('id')
      table
        .integer('account_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('accounts')
        .onDelete('CASCADE')
      table.string('email', 254).notNullable().unique()
      table.string('password', 255).nullable()
      table.string('firstname', 255).notNullable()
      table.string('lastname', 255).notNullable()
      table.string('status', 16).notNullable().defaultTo('active')
      table.boolean('force_connection_by_sso').notNullable().defaultTo(false)
      table.boolean('is_anonymous').notNullable().defaultTo(false)
      table.string('last_module', 8).nullable()
      table.string('locale', 5).nullable()
      table.timestamp('last_login_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.index(['account_id', 'status'])
      table.index(['lastname'])
      table.index(['firstname'])
    })

    this.schema.createTable('user_modules', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('module', 8).notNullable()
      table.string('role', 48).notNullable()
      table.integer('organization_id').unsigned().nullable().references('id').inTable('organizations')
      table.unique(['user_id', 'module'])
      table.index(['organization_id'])
    })

    this.schema.createTable('auth_access_tokens', (table) => {
      table.increments('id')
      table
        .integer('tokenable_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table.string('type').notNullable()
      table.string('name').nullable()
      table.string('hash').notNullable()
      table.text('abilities').notNullable()
      table.timestamp('created_at')
      table.timestamp('updated_at')
      table.timestamp('last_used_at').nullable()
      table.timestamp('expires_at').nullable()
      table.index(['tokenable_id'])
      table.index(['expires_at'])
    })

    this.schema.createTable('rate_limits', (table) => {
      table.string('key', 255).notNullable().primary()
      table.integer('points', 9).notNullable().defaultTo(0)
      table.bigint('expire').unsigned()
    })
  }

  async down() {
    this.schema.dropTable('rate_limits')
    this.schema.dropTable('auth_access_tokens')
    this.schema.dropTable('user_modules')
    this.schema.dropTable('users')
  }
}
