import type { HttpContext } from '@adonisjs/core/http'
import Job from '#models/job'
import { paginateList } from '#services/list_query'
import { discardFailedJob, retryFailedJob } from '#services/jobs/housekeeping'

const presentJob = (job: Job) => ({
  id: job.id,
  type: job.type,
  payload: JSON.parse(job.payload) as Record<string, unknown>,
  attempts: job.attempts,
  maxAttempts: job.maxAttempts,
  lastError: job.lastError,
  createdAt: job.createdAt.toISO(),
  failedAt: job.updatedAt.toISO(),
})

/**
 * The failed-jobs screen of the platform admin: the jobs whose attempts are spent, with their
 * last error, to run again or to discard. Jobs are the platform's, not an account's: the routes need the
 * super admin's permission.
 */
export default class FailedJobsController {
  async index(ctx: HttpContext) {
    const rows = await paginateList(ctx, Job.query().where('status', 'failed'), {
      sortable: { failedAt: 'updated_at', type: 'type', createdAt: 'created_at' },
      defaultSort: ['failedAt', 'desc'],
      search: ['type', 'last_error'],
      filters: { type: (q, value) => q.whereIn('type', ([] as string[]).concat(value)) },
    })
    return rows.map(presentJob)
  }

  async show({ params }: HttpContext) {
    return presentJob(await Job.query().where('id', params.id).where('status', 'failed').firstOrFail())
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
