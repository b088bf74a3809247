import router from '@adonisjs/core/services/router'
import { access, takesFiles } from '#start/routes/access'

const CatalogueImportsController = () => import('#controllers/catalogue_imports_controller')
const CatalogueExportsController = () => import('#controllers/catalogue_exports_controller')

/**
 * Catalogue imports and exports (part 2 §7): the imports of an account need `imports`; an export needs
 * `exports` here and the list permission of its catalogue in the controller (part 2 §6).
 */
export function registerCatalogueDataRoutes() {
  const id = router.matchers.number()
  const imports = 'accounts/:accountId/imports'
  router
    .get('imports/templates/:dataType', [CatalogueImportsController, 'template'])
    .use(access.can('imports'))
  router
    .get('imports/templates/:dataType/columns', [CatalogueImportsController, 'columns'])
    .use(access.can('imports'))
  router.get(imports, [CatalogueImportsController, 'index']).where('accountId', id).use(access.can('imports'))
  router
    .post(`${imports}/check`, [CatalogueImportsController, 'check'])
    .where('accountId', id)
    .use([access.can('imports'), takesFiles('catalogueImport')])
  router
    .post(imports, [CatalogueImportsController, 'store'])
    .where('accountId', id)
    .use([access.can('imports'), takesFiles('catalogueImport')])
  router
    .get(`${imports}/:id`, [CatalogueImportsController, 'show'])
    .where('accountId', id)
    .where('id', id)
    .use(access.can('imports'))

  for (const path of ['products', 'categories', 'diagnostic-questions']) {
    router.post(`${path}/exports`, [CatalogueExportsController, 'store']).use(access.can('exports'))
    router
      .get(`${path}/exports/:id`, [CatalogueExportsController, 'show'])
      .where('id', id)
      .use(access.can('exports'))
    router
      .delete(`${path}/exports/:id`, [CatalogueExportsController, 'destroy'])
      .where('id', id)
      .use(access.can('exports'))
    router
      .get(`${path}/exports/:id/file`, [CatalogueExportsController, 'file'])
      .where('id', id)
      .use(access.can('exports'))
    router
      .get(`${path}/exports/:id/link`, [CatalogueExportsController, 'link'])
      .where('id', id)
      .use(access.can('exports'))
  }
}
