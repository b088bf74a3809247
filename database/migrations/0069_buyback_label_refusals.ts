import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A shipping label the carrier refused: the buy-back keeps the carrier's message (one line, for
 * the back office to correct the address, the weight or the service) and when it was refused, until a label
 * is booked. The status machine is untouched: the buy-back waits for its label as before.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('buybacks', (table) => {
      table.string('label_refusal', 300).nullable()
      table.dateTime('label_refused_at').nullable()
    })
  }

  async down() {
    this.schema.alterTable('buybacks', (table) => {
      table.dropColumn('label_refused_at')
      table.dropColumn('label_refusal')
    })
  }
}
