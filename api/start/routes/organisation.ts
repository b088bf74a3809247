import router from '@adonisjs/core/services/router'
import { access } from '#start/routes/access'

const EntitiesController = () => import('#controllers/entities_controller')

/**
 * The entities of the back office (`entities`), also at part 2 §7's path (`organizations`): the same
 * controller, permissions and tenancy; only the path differs.
 */
export function registerOrganisationRoutes() {
  for (const path of ['entities', 'organizations']) {
    router.get(path, [EntitiesController, 'index']).use(access.can('organization_list_page'))
    router
      .get(`${path}/:id`, [EntitiesController, 'show'])
      .where('id', router.matchers.number())
      .use(access.can('organization_list_page'))
    router.post(path, [EntitiesController, 'store']).use(access.can('organization_create'))
    router
      .put(`${path}/:id`, [EntitiesController, 'update'])
      .where('id', router.matchers.number())
      .use(access.can('organization_update'))
  }
}
