import type { HttpContext } from '@adonisjs/core/http'
import Item from '#models/item'
import { tenancy } from '#services/tenancy/scopes'
import { paginateList, type ListOptions } from '#services/list_query'
import { ITEM_STATUSES } from '#domain/statuses'

/**
 * `/items-stock` (part 1 §2 "Stocks"): the items on the caller's workshops' shelves (an item with a stock),
 * filtered, sorted and paged on the server. Every filter is a condition on the items table or an indexed
 * subquery, so that the list stays a walk of an index of `items` on a million rows: the list passes the
 * caller's workshops read first (tenancy.ownWorkshopIds), and joins the names for the page only.
 */
export function stockItems(actor: HttpContext['actor'], workshopIds: number[] | null = null) {
  return tenancy.items(Item.query(), actor, workshopIds).whereNotNull('items.stock_id')
}

export type StockItemQuery = ReturnType<typeof stockItems>

const list = (value: string | string[]) => ([] as string[]).concat(value).filter(Boolean)
const cents = (euros: string | string[]) => Math.round(Number(list(euros)[0]) * 100)

export const ITEMS_STOCK_LIST: ListOptions<StockItemQuery> = {
  sortable: {
    stockEnteredAt: 'items.stock_entered_at',
    identificationNumber: 'items.identification_number',
    name: 'items.name',
    purchasingPrice: 'items.purchasing_price',
    status: 'items.status',
  },
  defaultSort: ['stockEnteredAt', 'desc'],
  maxPageSize: 200,
  // Counted on the items alone; the names beside each row are joined for the page only.
  planPage: (query) => {
    withStockNames(query)
  },
  filters: {
    categoryId: (query, value) => query.whereIn('items.category_id', list(value).map(Number)),
    warehouseId: (query, value) => query.whereIn('items.warehouse_id', list(value).map(Number)),
    stockId: (query, value) => query.whereIn('items.stock_id', list(value).map(Number)),
    status: (query, value) =>
      query.whereIn(
        'items.status',
        list(value).filter((one) => (ITEM_STATUSES as readonly string[]).includes(one))
      ),
    itemCode: (query, value) => query.where('items.identification_number', list(value)[0]!.trim()),
    buybackCode: (query, value) =>
      query.whereIn('items.buyback_id', (sub) =>
        sub.from('buybacks').select('id').where('identification_number', list(value)[0]!.trim())
      ),
    movedFrom: (query, value) => query.where('items.stock_entered_at', '>=', list(value)[0]!),
    movedTo: (query, value) => query.where('items.stock_entered_at', '<', `${list(value)[0]!} 23:59:59.999`),
    priceMin: (query, value) => {
      if (Number.isFinite(cents(value))) query.where('items.purchasing_price', '>=', cents(value))
    },
    priceMax: (query, value) => {
      if (Number.isFinite(cents(value))) query.where('items.purchasing_price', '<=', cents(value))
    },
    productName: (query, value) => query.where('items.name', 'like', `%${list(value)[0]!.trim()}%`),
  },
  search: (query, q) =>
    query.where((either) =>
      either
        .where('items.identification_number', q)
        .orWhere('items.name', 'like', `%${q}%`)
        .orWhereIn('items.buyback_id', (sub) =>
          sub.from('buybacks').select('id').where('identification_number', q)
        )
    ),
}

/** The names beside each row of the page: its stock, workshop and buy-back number. */
export function withStockNames(query: StockItemQuery) {
  return query
    .leftJoin('stocks', 'stocks.id', 'items.stock_id')
    .leftJoin('organizations as workshops', 'workshops.id', 'items.warehouse_id')
    .leftJoin('buybacks', 'buybacks.id', 'items.buyback_id')
    .leftJoin('categories', 'categories.id', 'items.category_id')
    .select('items.*')
    .select(
      'stocks.name as stock_name',
      'workshops.common_name as workshop_name',
      'buybacks.identification_number as buyback_number',
      'categories.label as category_label'
    )
}

/** A page of `/items-stock`: the caller's workshops read first, the names joined for the page only. */
export async function itemsStockList(ctx: HttpContext) {
  const workshopIds = await tenancy.ownWorkshopIds(ctx.actor)
  return paginateList(ctx, stockItems(ctx.actor, workshopIds), ITEMS_STOCK_LIST)
}

/** One item on the shelves the caller sees; 404 otherwise. */
export const visibleStockItem = (actor: HttpContext['actor'], id: unknown) =>
  stockItems(actor).where('items.id', Number(id)).firstOrFail()
