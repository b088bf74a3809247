import type { HttpContext } from '@adonisjs/core/http'
import vine from '@vinejs/vine'
import Item from '#models/item'
import Category from '#models/category'
import Organization from '#models/organization'
import Stock from '#models/stock'
import { tenancy } from '#services/tenancy/scopes'
import { workshopStocks } from '#services/native_stocks'
import { paginateList } from '#services/list_query'
import { ITEMS_STOCK_LIST, presentStockItem, stockItems } from '#services/items_stock/list'
import { stockItemDetails } from '#services/items_stock/details'
import { deviceLife } from '#services/items_stock/device_life'
import { moveItemToStock } from '#actions/items_stock/move_item'

const moveValidator = vine.compile(
  vine.object({
    stockId: vine.number().withoutDecimals().positive(),
    version: vine.number().withoutDecimals().positive(),
  })
)

/** `/items-stock` and `/items-stock/{id}/edit` (part 1 §2 "Stocks"), scoped to the caller's workshops. */
export default class ItemsStockController {
  async index(ctx: HttpContext) {
    const workshopIds = await tenancy.ownWorkshopIds(ctx.actor)
    const rows = await paginateList(ctx, stockItems(ctx.actor, workshopIds), ITEMS_STOCK_LIST)
    return rows.map(presentStockItem)
  }

  /** `GET /api/items-stock/filter-options`: the workshops, stocks and categories the list may be filtered on. */
  async filterOptions({ actor }: HttpContext) {
    const workshops = await tenancy
      .organizations(Organization.query(), actor)
      .where('organizations.type', 'warehouse')
      .orderBy('common_name')
    const stocks = await tenancy.stocks(Stock.query(), actor).orderBy('name')
    const categories = await tenancy.owned(Category.query(), actor).orderBy('label')
    return {
      workshops: workshops.map((one) => ({ id: one.id, name: one.commonName })),
      stocks: stocks.map((one) => ({ id: one.id, name: one.name, warehouseId: one.warehouseId })),
      categories: categories.map((one) => ({ id: one.id, name: one.label })),
    }
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
    const item = await stockItems(actor).where('items.id', Number(params.id)).firstOrFail()
    const stocks = await workshopStocks(item.warehouseId ?? item.destinationWarehouseId ?? 0).orderBy('name')
    return stocks.map((stock) => ({ id: stock.id, name: stock.name, current: stock.id === item.stockId }))
  }

  /** `POST /api/items-stock/:id/move { stockId, version }` */
  async move({ params, actor, request }: HttpContext) {
    const item: Item = await stockItems(actor).where('items.id', Number(params.id)).firstOrFail()
    const stock = await moveItemToStock(actor, item, await request.validateUsing(moveValidator))
    return { id: item.id, stock: { id: stock.id, name: stock.name } }
  }
}
