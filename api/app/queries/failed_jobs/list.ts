import type { HttpContext } from '@adonisjs/core/http'
import Job from '#models/job'
import { paginateList } from '#services/list_query'

/** A page of the jobs whose attempts are spent (the platform's, not an account's). */
export const failedJobList = (ctx: HttpContext) =>
  paginateList(ctx, Job.query().where('status', 'failed'), {
    sortable: { failedAt: 'updated_at', type: 'type', createdAt: 'created_at' },
    defaultSort: ['failedAt', 'desc'],
    search: ['type', 'last_error'],
    filters: { type: (q, value) => q.whereIn('type', ([] as string[]).concat(value)) },
  })

/** One failed job; 404 for another or one that did not fail. */
export const failedJob = (id: unknown) =>
  Job.query().where('id', String(id)).where('status', 'failed').firstOrFail()
