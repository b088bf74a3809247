import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Imports, export jobs, connector configurations (secret properties encrypted), the storefront home page,
 * the status history every transition writes, and the audit log of writes.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('imports', (table) => {
      table.increments('id')
      table.integer('source_account_id').unsigned().nullable().references('id').inTable('accounts')
      table
        .integer('destination_account_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('accounts')
        .onDelete('CASCADE')
      table
        .integer('created_by_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.string('origin', 16).notNullable().defaultTo('upload')
      table.string('data_type', 32).notNullable()
      table.string('strategy', 32).notNullable()
      table.string('status', 32).notNullable()
      table.string('content', 255).nullable()
      table.text('report').nullable()
      table.timestamp('queued_at').nullable()
      table.timestamp('started_at').nullable()
      table.timestamp('ended_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.index(['destination_account_id', 'created_at'])
    })

    this.schema.createTable('export_jobs', (table) => {
      table.increments('id')
      table
        .integer('account_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('accounts')
        .onDelete('CASCADE')
      table
        .integer('created_by_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.string('type', 32).notNullable()
      table.string('status', 16).notNullable()
      table.string('url', 255).nullable()
      table.integer('entries_count').nullable()
      table.string('error', 255).nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.index(['account_id', 'created_at'])
    })

    this.schema.createTable('connector_configurations', (table) => {
      table.increments('id')
      table
        .integer('account_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('accounts')
        .onDelete('CASCADE')
      table.string('connector', 64).notNullable()
      table.string('name', 255).notNullable()
      table.boolean('active').notNullable().defaultTo(true)
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.unique(['account_id', 'name'])
    })

    this.schema.createTable('connector_configuration_properties', (table) => {
      table.increments('id')
      table
        .integer('configuration_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('connector_configurations')
        .onDelete('CASCADE')
      table.string('name', 255).notNullable()
      table.text('value').nullable()
      table.boolean('is_secret').notNullable().defaultTo(false)
      table.unique(['configuration_id', 'name'])
    })

    this.schema.createTable('home_configs', (table) => {
      table.increments('id')
      table
        .integer('account_id')
        .unsigned()
        .notNullable()
        .unique()
        .references('id')
        .inTable('accounts')
        .onDelete('CASCADE')
      table.string('meta_title', 255).nullable()
      table.string('meta_description', 500).nullable()
      table.string('status', 16).notNullable().defaultTo('published')
      table.text('widgets').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
    })

    this.schema.createTable('status_history', (table) => {
      table.bigIncrements('id')
      table.string('subject_type', 16).notNullable()
      table.integer('subject_id').unsigned().notNullable()
      table
        .integer('buyback_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('buybacks')
        .onDelete('CASCADE')
      table.string('event', 48).notNullable()
      table.string('from_status', 48).nullable()
      table.string('to_status', 48).notNullable()
      table.integer('user_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.string('actor_kind', 16).notNullable().defaultTo('user')
      table.string('comment', 255).nullable()
      table.timestamp('created_at').notNullable()
      table.index(['subject_type', 'subject_id'])
      table.index(['buyback_id', 'created_at'])
    })

    this.schema.createTable('audit_logs', (table) => {
      table.bigIncrements('id')
      table
        .integer('account_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('accounts')
        .onDelete('CASCADE')
      table.integer('user_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.string('action', 16).notNullable()
      table.string('entity_type', 48).notNullable()
      table.string('entity_id', 64).notNullable()
      table.text('changes').nullable()
      table.timestamp('created_at').notNullable()
      table.index(['entity_type', 'entity_id'])
      table.index(['account_id', 'created_at'])
    })
  }

  async down() {
    this.schema.dropTable('audit_logs')
    this.schema.dropTable('status_history')
    this.schema.dropTable('home_configs')
    this.schema.dropTable('connector_configuration_properties')
    this.schema.dropTable('connector_configurations')
    this.schema.dropTable('export_jobs')
    this.schema.dropTable('imports')
  }
}
