import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The nearest stores of a storefront visitor: the stores of an account read by a box of latitudes (then of
 * longitudes, in the same index) around the place asked, instead of every store of a national retailer;
 * and the place itself found among the account's entities by postcode or by city.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('organizations', (table) => {
      table.index(
        ['account_id', 'type', 'latitude', 'longitude'],
        'organizations_account_type_position_index'
      )
      table.index(['account_id', 'zip_code'], 'organizations_account_zip_code_index')
      table.index(['account_id', 'city'], 'organizations_account_city_index')
    })
  }

  async down() {
    this.schema.alterTable('organizations', (table) => {
      table.dropIndex(
        ['account_id', 'type', 'latitude', 'longitude'],
        'organizations_account_type_position_index'
      )
      table.dropIndex(['account_id', 'zip_code'], 'organizations_account_zip_code_index')
      table.dropIndex(['account_id', 'city'], 'organizations_account_city_index')
    })
  }
}
