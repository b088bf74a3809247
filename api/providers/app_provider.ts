import vine from '@vinejs/vine'
import type { ApplicationService } from '@adonisjs/core/types'
import { FieldErrorsReporter } from '#services/field_errors_reporter'
import { settings } from '#config/settings'

/**
 * Application-wide wiring that has no better home: the VineJS error shape of DESIGN.md §5, the job types,
 * and the in-process job worker and scheduler of each web process (`npm start`; tests run due jobs
 * themselves).
 */
export default class AppProvider {
  #stopWorker: (() => Promise<void>) | null = null
  #stopScheduler: (() => Promise<void>) | null = null

  constructor(protected app: ApplicationService) {}

  async boot() {
    vine.errorReporter = () => new FieldErrorsReporter()
    await import('#jobs/index')
  }

  async ready() {
    if (this.app.getEnvironment() !== 'web' || settings.isTest || !settings.jobsWorker) return
    const { startWorker } = await import('#services/jobs/queue')
    const { startScheduler } = await import('#services/jobs/scheduler')
    const { SCHEDULES } = await import('#jobs/schedule')
    this.#stopWorker = startWorker()
    // Every process schedules; each tick is enqueued once (scheduled_ticks), so none needs to be elected.
    this.#stopScheduler = startScheduler(SCHEDULES)
  }

  async shutdown() {
    await this.#stopScheduler?.()
    await this.#stopWorker?.()
  }
}
