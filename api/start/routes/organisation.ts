import router from '@adonisjs/core/services/router'
import { access } from '#start/routes/access'
import { mergePatching } from '#services/merge_patch'

const EntitiesController = () => import('#controllers/entities_controller')
const StorefrontCatalogueController = () => import('#controllers/storefront_catalogue_controller')

/**
 * The entities of the back office (`entities`), also at part 2 §7's path (`organizations`): the same
 * controller, permissions and tenancy; only the path differs.
 */
export function registerOrganisationRoutes() {
  // The specification's own calls on organisations (part 2 §7).
  router.get('organizations/tree', [EntitiesController, 'tree']).use(access.can('organization_list_page'))
  router.get('organizations/root', [EntitiesController, 'root']).use(access.can('organization_list_page'))
  router
    .get('organizations/available-parents', [EntitiesController, 'availableParents'])
    .use(access.can('organization_list_page'))
  router
    .get('organizations/connected-warehouses', [EntitiesController, 'connectedWarehouses'])
    .use(access.can('organization_list_page'))
  for (const [path, method] of [
    ['module-count', 'moduleCount'],
    ['users-module-count', 'usersModuleCount'],
  ] as const) {
    router
      .get(`organizations/:id/${path}`, [EntitiesController, method])
      .where('id', router.matchers.number())
      .use(access.can('organization_list_page'))
  }
  // The storefront's stores, as the storefront reads them (controllers/storefront_catalogue_controller.ts).
  router.get('organizations/public', [StorefrontCatalogueController, 'stores']).use(access.anonymous())
  router
    .get('organizations/:id/typesense', [EntitiesController, 'typesense'])
    .where('id', router.matchers.number())
    .use(access.anonymous())
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
    // Part 2 §7 patches an organisation: a merge patch of the same representation (services/merge_patch.ts).
    router
      .patch(`${path}/:id`, [EntitiesController, 'update'])
      .where('id', router.matchers.number())
      .use([access.can('organization_update'), mergePatching(EntitiesController)])
  }
}
