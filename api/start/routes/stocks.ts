import router from '@adonisjs/core/services/router'
import { access } from '#start/routes/access'

const StocksController = () => import('#controllers/stocks_controller')

export function registerStockRoutes() {
  const id = router.matchers.number()
  router.get('stocks', [StocksController, 'index']).use(access.can('stock_manage'))
  router.get('stocks/form-options', [StocksController, 'formOptions']).use(access.can('stock_manage'))
  router.get('stocks/:id', [StocksController, 'show']).where('id', id).use(access.can('stock_manage'))
  router.post('stocks', [StocksController, 'store']).use(access.can('stock_manage'))
  router.put('stocks/:id', [StocksController, 'update']).where('id', id).use(access.can('stock_manage'))
  router.delete('stocks/:id', [StocksController, 'destroy']).where('id', id).use(access.can('stock_manage'))
}
