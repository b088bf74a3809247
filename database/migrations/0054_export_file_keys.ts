import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A catalogue export's file is kept under a random key (services/stored_files.ts), chosen when the
 * export is queued and kept on its row. Exports made before keep no key: their file is still found under
 * the key of that time, named after the account and the export (export_catalogue.ts `exportFileKey`).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('export_jobs', (table) => {
      table.string('file_key', 255).nullable()
    })
  }

  async down() {
    this.schema.alterTable('export_jobs', (table) => {
      table.dropColumn('file_key')
    })
  }
}
