import router from '@adonisjs/core/services/router'
import { access, takesFiles } from '#start/routes/access'

const CategoriesController = () => import('#controllers/categories_controller')
const CategoryCircuitsController = () => import('#controllers/category_circuits_controller')
const CategoryImagesController = () => import('#controllers/category_images_controller')

const id = { id: router.matchers.number() }

export function registerCategoryRoutes() {
  router.get('categories', [CategoriesController, 'index']).use(access.can('category_list_page'))
  router.get('categories/tree', [CategoriesController, 'tree']).use(access.can('category_list_page'))
  router
    .get('categories/form-options', [CategoriesController, 'formOptions'])
    .use(access.can('category_list_page'))
  router
    .post('categories/images', [CategoryImagesController, 'store'])
    .use([access.can('category_update'), takesFiles('image')])
  router
    .get('categories/:id', [CategoriesController, 'show'])
    .where('id', id.id)
    .use(access.can('category_list_page'))
  router.post('categories', [CategoriesController, 'store']).use(access.can('category_create'))
  router
    .put('categories/:id', [CategoriesController, 'update'])
    .where('id', id.id)
    .use(access.can('category_update'))
  router
    .delete('categories/:id', [CategoriesController, 'destroy'])
    .where('id', id.id)
    .use(access.can('category_update'))
  router
    .post('categories/:id/circuits/:circuitId', [CategoryCircuitsController, 'store'])
    .where('id', id.id)
    .use(access.can('category_update'))
  router
    .delete('categories/:id/circuits/:circuitId', [CategoryCircuitsController, 'destroy'])
    .where('id', id.id)
    .use(access.can('category_update'))
}
