import { BaseSchema } from '@adonisjs/lucid/schema'
import Organization from '#models/organization'
import { completeNativeStocks } from '#services/native_stock_creation'

/**
 * Every workshop can check in, verify, quarantine and refurbish: one created before its creation gave it its
 * native stocks gets those of the kinds it can resolve neither as its own nor as its account's shared ones
 * (services/native_stock_creation.ts, as a workshop created now gets them).
 */
export default class extends BaseSchema {
  async up() {
    this.defer(async (db) => {
      const workshops = await Organization.query({ client: db }).where('type', 'warehouse').orderBy('id')
      for (const workshop of workshops) await completeNativeStocks(db, workshop)
    })
  }

  async down() {
    // The stocks stay: items may already stand in them.
  }
}
