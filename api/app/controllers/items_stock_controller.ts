import type { HttpContext } from '@adonisjs/core/http'
import { moveValidator } from '#validators/items_stock'
import { itemsStockList, visibleStockItem } from '#queries/items_stock/list'
import { itemsStockFilterOptions } from '#queries/items_stock/filter_options'
import { moveStocksOf } from '#queries/items_stock/move_stocks'
import { stockItemDetails } from '#queries/items_stock/show'
import { deviceLife } from '#queries/items_stock/device_life'
import { presentStockItem } from '#presenters/stock_item'
import { moveItemToStock } from '#actions/items_stock/move_item'

/** `/items-stock` and `/items-stock/{id}/edit` (part 1 §2 "Stocks"), scoped to the caller's workshops. */
export default class ItemsStockController {
  async index(ctx: HttpContext) {
    return (await itemsStockList(ctx)).map(presentStockItem)
  }

  /** `GET /api/items-stock/filter-options`: the workshops, stocks and categories the list may be filtered on. */
  async filterOptions({ actor }: HttpContext) {
    return itemsStockFilterOptions(actor)
  }

  /** `GET /api/devices/:identifier/life`: the life of a device by its IMEI or serial number. */
  async deviceLife({ params, actor }: HttpContext) {
    const identifier = String(params.identifier).trim()
    if (!/^[A-Za-z0-9./-]{1,64}$/.test(identifier)) return { identifier, buybacks: [], timeline: [] }
    return deviceLife(actor, identifier)
  }

  async show({ params, actor, i18n }: HttpContext) {
    return stockItemDetails(actor, params.id, i18n.locale)
  }

  /** `GET /api/items-stock/:id/stocks`: the stocks of the item's workshop it may move to. */
  async stocks({ params, actor }: HttpContext) {
    return moveStocksOf(await visibleStockItem(actor, params.id))
  }

  /** `POST /api/items-stock/:id/move { stockId, version }` */
  async move({ params, actor, request }: HttpContext) {
    const item = await visibleStockItem(actor, params.id)
    const stock = await moveItemToStock(actor, item, await request.validateUsing(moveValidator))
    return { id: item.id, stock: { id: stock.id, name: stock.name } }
  }
}
