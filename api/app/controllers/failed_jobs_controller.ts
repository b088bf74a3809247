import type { HttpContext } from '@adonisjs/core/http'
import { failedJob, failedJobList } from '#queries/failed_jobs/list'
import { presentJob } from '#presenters/failed_job'
import { discardFailedJob, retryFailedJob } from '#services/jobs/housekeeping'

/**
 * The failed-jobs screen of the platform admin: the jobs whose attempts are spent, with their
 * last error, to run again or to discard. Jobs are the platform's, not an account's: the routes need the
 * super admin's permission.
 */
export default class FailedJobsController {
  async index(ctx: HttpContext) {
    return (await failedJobList(ctx)).map(presentJob)
  }

  async show({ params }: HttpContext) {
    return presentJob(await failedJob(params.id))
  }

  /** POST /api/failed-jobs/:id/retry: back to the queue with its attempts renewed. */
  async retry({ params }: HttpContext) {
    await retryFailedJob(Number(params.id))
    return { id: Number(params.id), status: 'pending' }
  }

  async destroy({ params, response }: HttpContext) {
    await discardFailedJob(Number(params.id))
    return response.noContent()
  }
}
