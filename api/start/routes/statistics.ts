import router from '@adonisjs/core/services/router'
import { access } from '#start/routes/access'

const StatisticsController = () => import('#controllers/statistics_controller')

/** The statistics dashboard of `/home` (part 1 §1, part 2 §7 `GET /dashboard-data`). */
export function registerStatisticsRoutes() {
  router.get('dashboard-data', [StatisticsController, 'show']).use(access.can('statistics_read'))
  router.get('dashboard-data/export', [StatisticsController, 'export']).use(access.can('statistics_read'))
  router.post('dashboard-data/refresh', [StatisticsController, 'refresh']).use(access.can('admin'))
}
