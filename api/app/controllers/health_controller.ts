import type { HttpContext } from '@adonisjs/core/http'
import { settings } from '#config/settings'
import { pingDatabase } from '#services/database_ping'

export default class HealthController {
  /** Answers only once the database has really answered a query; until then 503 and when to ask again. */
  async handle({ response }: HttpContext) {
    try {
      await pingDatabase()
      return { status: 'ok', db: settings.dbConnection }
    } catch {
      return response
        .status(503)
        .header('Retry-After', '5')
        .send({ status: 'error', db: settings.dbConnection })
    }
  }
}
