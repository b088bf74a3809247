import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A data-erasure step records the method from a fixed list (NIST 800-88 clear or purge,
 * cryptographic erase, vendor reset), the tool that erased and the certificate reference; the step's history
 * keeps them on the completion row, so the item's history says how it was erased. The two older method names
 * are the same methods under their NIST or vendor names.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('item_refurb_steps', (table) => {
      table.string('erasure_tool', 255).nullable()
    })
    this.schema.alterTable('item_refurb_step_history', (table) => {
      table.string('erasure_method', 32).nullable()
      table.string('erasure_tool', 255).nullable()
      table.string('erasure_reference', 255).nullable()
    })
    this.defer(async (db) => {
      await db
        .from('item_refurb_steps')
        .where('erasure_method', 'overwrite')
        .update({ erasure_method: 'nist_800_88_clear' })
      await db
        .from('item_refurb_steps')
        .where('erasure_method', 'factory_reset')
        .update({ erasure_method: 'vendor_reset' })
    })
  }

  async down() {
    this.schema.alterTable('item_refurb_step_history', (table) => {
      table.dropColumn('erasure_reference')
      table.dropColumn('erasure_tool')
      table.dropColumn('erasure_method')
    })
    this.schema.alterTable('item_refurb_steps', (table) => {
      table.dropColumn('erasure_tool')
    })
  }
}
