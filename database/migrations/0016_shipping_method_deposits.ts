import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Which deposit types a shipping method carries (post, collect, drop_label): the estimate offers a circuit
 * with the carriers that serve its deposit, instead of every carrier with every circuit.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('shipping_methods', (table) => {
      table.text('deposits').nullable()
    })
  }

  async down() {
    this.schema.alterTable('shipping_methods', (table) => {
      table.dropColumn('deposits')
    })
  }
}
