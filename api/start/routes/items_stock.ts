import router from '@adonisjs/core/services/router'
import { access } from '#start/routes/access'

const ItemsStockController = () => import('#controllers/items_stock_controller')

/** The items on the workshops' shelves (part 1 §2 "Stocks"): read by the floor, moved by the lead. */
export function registerItemsStockRoutes() {
  const id = router.matchers.number()
  router.get('items-stock', [ItemsStockController, 'index']).use(access.can('items_stock_read'))
  router
    .get('devices/:identifier/life', [ItemsStockController, 'deviceLife'])
    .use(access.can('items_stock_read'))
  router
    .get('items-stock/filter-options', [ItemsStockController, 'filterOptions'])
    .use(access.can('items_stock_read'))
  router
    .get('items-stock/:id', [ItemsStockController, 'show'])
    .where('id', id)
    .use(access.can('items_stock_read'))
  router
    .get('items-stock/:id/stocks', [ItemsStockController, 'stocks'])
    .where('id', id)
    .use(access.can('stock_manage'))
  router
    .post('items-stock/:id/move', [ItemsStockController, 'move'])
    .where('id', id)
    .use(access.can('stock_manage'))
}
