import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A diagnostic answer that is a finding rather than a condition (the device still locked to its
 * owner's account, a blacklisted IMEI): it names the quarantine reason it leads to (DESIGN.md §7), so the
 * verification holds the item in quarantine instead of pricing it as a new proposal.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('diagnostic_answers', (table) => {
      table.string('quarantine_reason', 32).nullable()
    })
  }

  async down() {
    this.schema.alterTable('diagnostic_answers', (table) => {
      table.dropColumn('quarantine_reason')
    })
  }
}
