import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Payment adapters that are called: a failed payment keeps the provider's own message beside its
 * catalogue reason (shown in the payment search, never a secret); a SEPA file handed to the bank's adapter
 * keeps when and under which reference the bank took it.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('payments', (table) => {
      table.string('failure_detail', 255).nullable()
    })
    this.schema.alterTable('sepa_files', (table) => {
      table.dateTime('sent_at').nullable()
      table.string('bank_reference', 100).nullable()
    })
  }

  async down() {
    this.schema.alterTable('sepa_files', (table) => {
      table.dropColumn('bank_reference')
      table.dropColumn('sent_at')
    })
    this.schema.alterTable('payments', (table) => {
      table.dropColumn('failure_detail')
    })
  }
}
