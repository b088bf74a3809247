import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The buy-backs whose history holds an event: the pending proposals filter of the buy-back list
 * starts from the few `proposal_sent` rows and looks for an answer among the same buy-back's rows, and the
 * daily reminders read the same way. Without it both read every history row of the account.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('status_history', (table) => table.index(['event', 'buyback_id']))
  }

  async down() {
    this.schema.alterTable('status_history', (table) => table.dropIndex(['event', 'buyback_id']))
  }
}
