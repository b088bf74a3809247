import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { refreshStatistics, seedLarge } from '../../database/large/seed_large.js'
import { seedListRows } from '../../database/large/seed_lists.js'

/**
 * `npm run seed:large`: adds bulk data to the demo retailer for `npm run bench` (100k products, 1M
 * buy-backs with their items, 10k users, 2,000 stores, 500 categories by default), in batched inserts, on
 * SQLite or MySQL. With --if-missing, a database that holds the buy-backs gets only the parts it lacks.
 */
export default class DbSeedLarge extends BaseCommand {
  static commandName = 'db:seed-large'
  static description =
    'Add 100k products, 1M buy-backs with items, 10k users, 2,000 stores and 500 categories to the demo retailer'
  static options: CommandOptions = { startApp: true }

  @flags.number({ description: 'Number of products', default: 100_000 })
  declare products: number

  @flags.number({ description: 'Number of buy-backs (each with its item)', default: 1_000_000 })
  declare buybacks: number

  @flags.number({ description: 'Number of users', default: 10_000 })
  declare users: number

  @flags.number({ description: 'Number of stores (under management units of 50)', default: 2_000 })
  declare stores: number

  @flags.number({ description: 'Number of categories (ranges of 10)', default: 500 })
  declare categories: number

  @flags.boolean({ description: 'Only add what the database lacks of the large seed' })
  declare ifMissing: boolean

  async run() {
    const db = await this.app.container.make('lucid.db')
    const log = (line: string) => this.logger.info(line)
    const lists = { stores: this.stores, categories: this.categories }
    const buybacks = await db.from('buybacks').count('* as total').first()
    if (this.ifMissing && Number(buybacks?.total ?? 0) >= this.buybacks) {
      // Seeded before the lists' rows existed: those alone, each part skipped when already there.
      if (await seedListRows(db, lists, log)) await refreshStatistics(db, log)
      this.logger.info('the large seed is there')
      return
    }
    const started = Date.now()
    const counts = await seedLarge(
      db,
      { products: this.products, buybacks: this.buybacks, users: this.users, ...lists },
      log
    )
    this.logger.success(`${JSON.stringify(counts)} in ${Math.round((Date.now() - started) / 1000)} s`)
  }
}
