import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Single sign-on safe against login CSRF. A sign-in attempt keeps the hash of a secret held by
 * the browser that started it (services/openid/browser_binding.ts), required at the callback; attempts
 * started before this migration have none and are refused at the callback (they expire in ten minutes).
 * An organisation may say it trusts its provider's e-mails: only then is a user linked by an e-mail the
 * provider does not assert as verified (off by default).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('openid_sessions', (table) => {
      table.string('browser_binding', 64).nullable()
    })
    this.schema.alterTable('sso_configurations', (table) => {
      table.boolean('trust_provider_emails').notNullable().defaultTo(false)
    })
  }

  async down() {
    this.schema.alterTable('sso_configurations', (table) => {
      table.dropColumn('trust_provider_emails')
    })
    this.schema.alterTable('openid_sessions', (table) => {
      table.dropColumn('browser_binding')
    })
  }
}
