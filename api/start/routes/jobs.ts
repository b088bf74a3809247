import router from '@adonisjs/core/services/router'
import { access } from '#start/routes/access'

const FailedJobsController = () => import('#controllers/failed_jobs_controller')

/** The platform admin's failed jobs: list, run again, discard. */
export function registerJobRoutes() {
  const id = router.matchers.number()
  router.get('failed-jobs', [FailedJobsController, 'index']).use(access.can('super_admin'))
  router.get('failed-jobs/:id', [FailedJobsController, 'show']).where('id', id).use(access.can('super_admin'))
  router
    .post('failed-jobs/:id/retry', [FailedJobsController, 'retry'])
    .where('id', id)
    .use(access.can('super_admin'))
  router
    .delete('failed-jobs/:id', [FailedJobsController, 'destroy'])
    .where('id', id)
    .use(access.can('super_admin'))
}
