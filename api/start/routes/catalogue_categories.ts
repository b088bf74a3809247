import router from '@adonisjs/core/services/router'
import { access, takesFiles } from '#start/routes/access'
import { mergePatching } from '#services/merge_patch'

const CategoriesController = () => import('#controllers/categories_controller')
const CategoryCircuitsController = () => import('#controllers/category_circuits_controller')
const CategoryImagesController = () => import('#controllers/category_images_controller')
const CategoryTreeController = () => import('#controllers/category_tree_controller')

const id = { id: router.matchers.number() }

export function registerCategoryRoutes() {
  router.get('categories', [CategoriesController, 'index']).use(access.can('category_list_page'))
  router.get('categories/tree', [CategoriesController, 'tree']).use(access.can('category_list_page'))
  // Part 2 §7's reads of the tree (controllers/category_tree_controller.ts).
  router
    .get('categories/tree/:id', [CategoryTreeController, 'subtree'])
    .where('id', id.id)
    .use(access.can('category_list_page'))
  router
    .get('categories/with-products', [CategoryTreeController, 'withProducts'])
    .use(access.can('category_list_page'))
  router
    .get('categories/connected-tree', [CategoryTreeController, 'connectedTree'])
    .use(access.can('category_list_page'))
  router
    .get('categories/:id/checkpoints-to-archive', [CategoryTreeController, 'checkpointsToArchive'])
    .where('id', id.id)
    .use(access.can('category_update'))
  router
    .get('products/:id/category_tree', [CategoryTreeController, 'ofProduct'])
    .where('id', router.matchers.uuid())
    .use(access.can('product_list_page'))
  router
    .get('internal/categories/root', [CategoryTreeController, 'root'])
    .use(access.can('category_list_page'))
  router
    .get('internal/categories/:id', [CategoryTreeController, 'show'])
    .where('id', id.id)
    .use(access.can('category_list_page'))
  router
    .get('internal/categories/:id/ancestry', [CategoryTreeController, 'ancestry'])
    .where('id', id.id)
    .use(access.can('category_list_page'))
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
  // Part 2 §7: "categories/{id} (merge-patch)", the same update (services/merge_patch.ts).
  router
    .patch('categories/:id', [CategoriesController, 'update'])
    .where('id', id.id)
    .use([access.can('category_update'), mergePatching(CategoriesController)])
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
