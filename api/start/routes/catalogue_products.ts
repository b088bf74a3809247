import router from '@adonisjs/core/services/router'
import { access, takesFiles } from '#start/routes/access'

const ProductsController = () => import('#controllers/products_controller')
const ProductSearchController = () => import('#controllers/product_search_controller')
const ProductFormOptionsController = () => import('#controllers/product_form_options_controller')

export function registerProductRoutes() {
  router.get('products/search', [ProductSearchController, 'backOffice']).use(access.can('product_list_page'))
  router
    .get('products/categories', [ProductFormOptionsController, 'categories'])
    .use(access.can('product_list_page'))
  router
    .get('products/refurb-questions', [ProductFormOptionsController, 'refurbQuestions'])
    .use(access.can('product_list_page'))
  router
    .post('products/images', [ProductsController, 'storeImage'])
    .use([access.can('product_update'), takesFiles('image')])

  const id = { id: router.matchers.uuid() }
  router.get('products', [ProductsController, 'index']).use(access.can('product_list_page'))
  router
    .get('products/:id', [ProductsController, 'show'])
    .where('id', id.id)
    .use(access.can('product_list_page'))
  router.post('products', [ProductsController, 'store']).use(access.can('product_create'))
  router
    .put('products/:id', [ProductsController, 'update'])
    .where('id', id.id)
    .use(access.can('product_update'))
  router
    .delete('products/:id', [ProductsController, 'destroy'])
    .where('id', id.id)
    .use(access.can('product_update'))

  router.get('storefront/products', [ProductSearchController, 'storefront']).use(access.anonymous())
  router.get('store/products', [ProductSearchController, 'store']).use(access.can('buyback_create_page'))
}
