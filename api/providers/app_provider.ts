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
  #stopWorker: ((graceMs: number) => Promise<void>) | null = null
  #stopScheduler: (() => Promise<void>) | null = null
  #stopped: Promise<void> = Promise.resolve()

  constructor(protected app: ApplicationService) {}

  async boot() {
    vine.errorReporter = () => new FieldErrorsReporter()
    if (['web', 'test'].includes(this.app.getEnvironment())) await this.#makeMiddlewareOnce()
    await import('#jobs/index')
    // Stopping (SIGTERM): the worker stops taking jobs from the first terminating hook on, alongside the
    // HTTP server's close (registered later by the ignitor); both get the same grace.
    this.app.terminating(() => {
      this.#stopped = this.#stopJobs()
    })
  }

  /**
   * The middleware every request runs keeps nothing of a request: each is made once and bound as a value
   * Where the container made one per request and per middleware (the shield, CORS and body
   * parser providers bind a factory that rebuilt its guards from the configuration each time).
   */
  async #makeMiddlewareOnce() {
    const modules = await Promise.all([
      import('@adonisjs/shield/shield_middleware'),
      import('@adonisjs/cors/cors_middleware'),
      import('@adonisjs/core/bodyparser_middleware'),
      import('#middleware/initialize_auth_middleware'),
      import('#middleware/browser_protections_middleware'),
      import('#middleware/spa_files_middleware'),
      import('#middleware/detect_user_locale_middleware'),
      import('#middleware/access_middleware'),
    ])
    for (const { default: Middleware } of modules) {
      const instance = await this.app.container.make(Middleware as any)
      this.app.container.bindValue(Middleware as any, instance)
    }
  }

  async #stopJobs() {
    await Promise.all([this.#stopScheduler?.(), this.#stopWorker?.(settings.shutdownGraceSeconds * 1000)])
  }

  async ready() {
    if (this.app.getEnvironment() !== 'web' || settings.isTest || !settings.jobsWorker) return
    const { startWorker } = await import('#services/jobs/queue')
    const { startScheduler } = await import('#services/jobs/scheduler')
    const { SCHEDULES } = await import('#jobs/schedule')
    this.#stopWorker = startWorker()
    // Every process schedules; each tick is enqueued once (scheduled_ticks), so none needs to be elected.
    this.#stopScheduler = startScheduler(SCHEDULES)
    // Awaited after the HTTP server closed and before the providers' shutdown closes the database: the
    // running job ends, or is handed back, while the database is still there.
    this.app.terminating(() => this.#stopped)
  }
}
