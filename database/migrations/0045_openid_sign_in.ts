import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * OpenID Connect single sign-on. One configuration per organisation (account): the issuer, the
 * client registered there and the e-mail domains it serves (a domain belongs to one organisation only).
 * An sign-in attempt keeps its state, nonce and PKCE verifier server-side until the provider calls back,
 * then the signed-in user until the back office exchanges it for a token, once. A user is linked to the
 * provider's subject at the first sign-in of their e-mail.
 * Account lifecycle: a deleted account that has a history keeps its rows, anonymised, with its deletion date.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('sso_configurations', (table) => {
      table.increments('id')
      table
        .integer('account_id')
        .unsigned()
        .notNullable()
        .unique()
        .references('id')
        .inTable('accounts')
        .onDelete('CASCADE')
      table.string('issuer', 255).notNullable()
      table.string('client_id', 255).notNullable()
      table.text('client_secret').nullable()
      table.boolean('is_active').notNullable().defaultTo(true)
      table.integer('version').notNullable().defaultTo(1)
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
    })

    this.schema.createTable('sso_domains', (table) => {
      table.increments('id')
      table
        .integer('sso_configuration_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('sso_configurations')
        .onDelete('CASCADE')
      table.string('domain', 255).notNullable().unique()
    })

    this.schema.createTable('openid_sessions', (table) => {
      table.string('id', 36).primary()
      table
        .integer('account_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('accounts')
        .onDelete('CASCADE')
      table.string('state', 64).notNullable().unique()
      table.string('nonce', 64).notNullable()
      table.string('code_verifier', 128).notNullable()
      table.string('status', 16).notNullable()
      table.integer('user_id').unsigned().nullable().references('id').inTable('users').onDelete('CASCADE')
      table.text('id_token').nullable()
      table.integer('access_token_id').unsigned().nullable().index()
      table.timestamp('expires_at').notNullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
    })

    this.schema.alterTable('users', (table) => {
      table.string('openid_subject', 255).nullable()
      table.unique(['account_id', 'openid_subject'])
    })

    this.schema.alterTable('accounts', (table) => {
      table.timestamp('deleted_at').nullable()
    })
  }

  async down() {
    this.schema.alterTable('accounts', (table) => {
      table.dropColumn('deleted_at')
    })
    this.schema.alterTable('users', (table) => {
      table.dropUnique(['account_id', 'openid_subject'])
      table.dropColumn('openid_subject')
    })
    this.schema.dropTable('openid_sessions')
    this.schema.dropTable('sso_domains')
    this.schema.dropTable('sso_configurations')
  }
}
