import { BaseCommand, args, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * Puts a job on the queue by hand (DESIGN.md §1): for an operator sending an e-mail again or running the
 * nightly purge now, and for the end-to-end tests of the failed-jobs screen. The running workers take it.
 */
export default class JobsEnqueue extends BaseCommand {
  static commandName = 'jobs:enqueue'
  static description = 'Enqueue a job of a registered type with a JSON payload; prints its id'
  static options: CommandOptions = { startApp: true }

  @args.string({ description: 'Job type (app/jobs/index.ts), e.g. quarantine_mail' })
  declare type: string

  @flags.string({ description: 'JSON object given to the job, e.g. {"itemId":12}', default: '{}' })
  declare payload: string

  @flags.number({ description: 'Attempts before the job is failed', default: 5 })
  declare maxAttempts: number

  async run() {
    await import('#jobs/index')
    const { enqueue, isRegistered } = await import('#services/jobs/queue')
    if (!isRegistered(this.type)) {
      this.logger.error(`Unknown job type "${this.type}"`)
      this.exitCode = 1
      return
    }
    let payload: Record<string, unknown>
    try {
      payload = JSON.parse(this.payload)
    } catch {
      this.logger.error('--payload must be a JSON object')
      this.exitCode = 1
      return
    }
    const id = await enqueue(this.type, payload, { maxAttempts: this.maxAttempts })
    this.logger.log(JSON.stringify({ id }))
  }
}
