import type { HttpContext } from '@adonisjs/core/http'
import Stock from '#models/stock'
import { tenancy } from '#services/tenancy/scopes'
import { paginateList } from '#services/list_query'
import { withStockFigures } from '#services/stock_figures'
import { plainRecords } from '#services/plain_records'

/** A page of the stocks (part 1 §2 "Stocks") with their figures, the caller's workshops read first. */
export async function stockList(ctx: HttpContext) {
  const workshopIds = await tenancy.ownWorkshopIds(ctx.actor)
  const query = withStockFigures(tenancy.stocks(Stock.query(), ctx.actor), ctx.actor, workshopIds).pojo<
    Record<string, any>
  >()
  const rows = await paginateList(ctx, query, {
    accountColumn: 'stocks.account_id',
    sortable: { name: 'stocks.name', itemCount: 'item_count', averageAgeDays: 'average_age_days' },
    defaultSort: ['name', 'asc'],
    search: ['stocks.name', 'stocks.location'],
    filters: { warehouseId: (q, value) => q.where('stocks.warehouse_id', Number(value)) },
  })
  return plainRecords(Stock, rows)
}
