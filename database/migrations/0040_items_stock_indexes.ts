import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * `/items-stock`: a workshop's shelves are read newest move first, within the workshops the caller
 * sees (`destination_warehouse_id`), so that a page is a walk of this index rather than a sort of the items.
 * The life of a device finds its buy-backs by IMEI or serial number.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('items', (table) => {
      table.index(['destination_warehouse_id', 'stock_entered_at'], 'items_destination_stock_entered_index')
    })
    this.schema.alterTable('buybacks', (table) => {
      table.index(['imei'], 'buybacks_imei_index')
      table.index(['serial_number'], 'buybacks_serial_number_index')
    })
  }

  async down() {
    this.schema.alterTable('buybacks', (table) => {
      table.dropIndex(['imei'], 'buybacks_imei_index')
      table.dropIndex(['serial_number'], 'buybacks_serial_number_index')
    })
    this.schema.alterTable('items', (table) => {
      table.dropIndex(
        ['destination_warehouse_id', 'stock_entered_at'],
        'items_destination_stock_entered_index'
      )
    })
  }
}
