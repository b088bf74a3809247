import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Settings that had no column yet: the buyer's estimation endpoint (https only), the custom
 * transfer-order general terms (premium custom_transfer_order, one text per language) and the legal/policy
 * PDFs (a JSON map from document kind to the stored file's URL).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('organization_root_details', (table) => {
      table.string('estimation_endpoint', 255).nullable()
      table.text('transfer_order_terms').nullable()
      table.text('legal_documents').nullable()
    })
  }

  async down() {
    this.schema.alterTable('organization_root_details', (table) => {
      table.dropColumn('estimation_endpoint')
      table.dropColumn('transfer_order_terms')
      table.dropColumn('legal_documents')
    })
  }
}
