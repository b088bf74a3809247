import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Per account (general settings, defaults in #domain/retention): which register a web buy-back is written in
 * (its workshop's, or the account's), and how long personal data is kept (docs/personal-data.md). A customer
 * and a payment remember when their data was erased, so that the screens say "effacé".
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('organization_root_details', (table) => {
      table.string('web_purchase_register', 16).nullable()
      table.integer('identity_retention_days').unsigned().nullable()
      table.integer('contact_retention_months').unsigned().nullable()
      table.integer('register_retention_years').unsigned().nullable()
    })
    this.schema.alterTable('customers', (table) => {
      table.timestamp('identity_erased_at').nullable()
      table.timestamp('contact_erased_at').nullable()
    })
    this.schema.alterTable('payments', (table) => {
      table.timestamp('bank_erased_at').nullable()
    })
  }

  async down() {
    this.schema.alterTable('payments', (table) => {
      table.dropColumn('bank_erased_at')
    })
    this.schema.alterTable('customers', (table) => {
      table.dropColumn('contact_erased_at')
      table.dropColumn('identity_erased_at')
    })
    this.schema.alterTable('organization_root_details', (table) => {
      table.dropColumn('register_retention_years')
      table.dropColumn('contact_retention_months')
      table.dropColumn('identity_retention_days')
      table.dropColumn('web_purchase_register')
    })
  }
}
