import router from '@adonisjs/core/services/router'
import { access } from '#start/routes/access'

const ProductSearchController = () => import('#controllers/product_search_controller')
const SearchSynonymsController = () => import('#controllers/search_synonyms_controller')

/** Search relevance: the storefront's suggestions and the account's synonyms. */
export function registerSearchRoutes() {
  router
    .get('storefront/products/suggestions', [ProductSearchController, 'suggestions'])
    .use(access.anonymous())
  const general = access.can('general_settings')
  router.get('settings/search-synonyms', [SearchSynonymsController, 'show']).use(general)
  router.put('settings/search-synonyms', [SearchSynonymsController, 'update']).use(general)
}
