import db from '@adonisjs/lucid/services/db'
import { settings } from '#config/settings'

/**
 * Runs `work` while the application's database cannot be reached: its connection points where no database
 * answers (a folder on SQLite, a closed port on MySQL), then is given back.
 */
export async function withoutDatabase(work: () => Promise<void>) {
  const name = db.primaryConnectionName
  const config = db.manager.get(name)!.config
  const nowhere =
    settings.dbConnection === 'sqlite'
      ? { filename: new URL('../../tmp', import.meta.url).pathname }
      : { ...(config.connection as object), port: 1 }
  db.manager.patch(name, { ...config, connection: nowhere } as typeof config)
  try {
    await work()
  } finally {
    db.manager.patch(name, config)
  }
}
