import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { ensureDatabaseExists } from '#services/database_bootstrap'

/**
 * What `npm start` runs before serving: creates the database if needed, runs the migrations and seeds the
 * demo data when the database holds no account yet.
 */
export default class DbPrepare extends BaseCommand {
  static commandName = 'db:prepare'
  static description = 'Create and migrate the database, and seed the demo data when it is empty'
  static options: CommandOptions = { startApp: true }

  async run() {
    await ensureDatabaseExists()
    const migrate = await this.kernel.exec('migration:run', ['--force'])
    if (migrate.exitCode) {
      this.exitCode = 1
      return
    }

    const db = await this.app.container.make('lucid.db')
    const accounts = await db.from('accounts').count('* as total').first()
    if (Number(accounts?.total ?? 0) > 0) {
      this.logger.info('database already holds data: demo data not seeded')
      return
    }
    const { seedDemo } = await import('../../database/demo/seed_demo.js')
    await db.transaction(async (trx) => seedDemo(trx))
    // The weekly statistics snapshots the Monday job would have made over the demo's weeks (reading never computes).
    const { computePastWeeks } = await import('#services/statistics/refresh')
    await computePastWeeks()
    this.logger.success('demo data seeded')
  }
}
