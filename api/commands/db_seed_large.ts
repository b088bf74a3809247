import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { seedLarge } from '../../database/large/seed_large.js'

/**
 * `npm run seed:large`: adds bulk data to the demo retailer for `npm run bench` (100k products, 1M
 * buy-backs with their items, 10k users by default), in batched inserts, on SQLite or MySQL.
 */
export default class DbSeedLarge extends BaseCommand {
  static commandName = 'db:seed-large'
  static description = 'Add 100k products, 1M buy-backs with items and 10k users to the demo retailer'
  static options: CommandOptions = { startApp: true }

  @flags.number({ description: 'Number of products', default: 100_000 })
  declare products: number

  @flags.number({ description: 'Number of buy-backs (each with its item)', default: 1_000_000 })
  declare buybacks: number

  @flags.number({ description: 'Number of users', default: 10_000 })
  declare users: number

  @flags.boolean({ description: 'Do nothing when the database already holds the large seed' })
  declare ifMissing: boolean

  async run() {
    const db = await this.app.container.make('lucid.db')
    const buybacks = await db.from('buybacks').count('* as total').first()
    if (this.ifMissing && Number(buybacks?.total ?? 0) >= this.buybacks) {
      this.logger.info('the large seed is already there')
      return
    }
    const started = Date.now()
    const counts = await seedLarge(
      db,
      { products: this.products, buybacks: this.buybacks, users: this.users },
      (line) => this.logger.info(line)
    )
    this.logger.success(`${JSON.stringify(counts)} in ${Math.round((Date.now() - started) / 1000)} s`)
  }
}
