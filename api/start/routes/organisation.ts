import router from '@adonisjs/core/services/router'
import { access } from '#start/routes/access'

const EntitiesController = () => import('#controllers/entities_controller')

export function registerOrganisationRoutes() {
  router.get('entities', [EntitiesController, 'index']).use(access.can('organization_list_page'))
  router
    .get('entities/:id', [EntitiesController, 'show'])
    .where('id', router.matchers.number())
    .use(access.can('organization_list_page'))
  router.post('entities', [EntitiesController, 'store']).use(access.can('organization_create'))
  router
    .put('entities/:id', [EntitiesController, 'update'])
    .where('id', router.matchers.number())
    .use(access.can('organization_update'))
}
