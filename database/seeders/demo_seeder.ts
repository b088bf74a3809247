import { BaseSeeder } from '@adonisjs/lucid/seeders'
import db from '@adonisjs/lucid/services/db'
import { computePastWeeks } from '#services/statistics/refresh'
import { seedDemo } from '../demo/seed_demo.js'

/**
 * `node ace db:seed` in api/: the demo data of the README, in one transaction.
 */
export default class DemoSeeder extends BaseSeeder {
  static environment = ['development', 'production', 'test']

  async run() {
    await db.transaction(async (trx) => seedDemo(trx))
    // The weekly statistics snapshots the Monday job would have made over the demo's weeks.
    await computePastWeeks()
  }
}
