import type { HttpContext } from '@adonisjs/core/http'
import Stock from '#models/stock'
import Organization from '#models/organization'
import type { Actor } from '#services/actor'
import { tenancy } from '#services/tenancy/scopes'
import { paginateList } from '#services/list_query'
import { presentStock, withStockFigures } from '#services/stock_figures'
import { plainRecords } from '#services/plain_records'
import { stockValidator } from '#validators/stock'
import { createStock } from '#actions/stocks/create_stock'
import { deleteStock } from '#actions/stocks/delete_stock'
import { updateStock } from '#actions/stocks/update_stock'
import { claimEdit } from '#services/concurrency'
import { targetAccountId } from '#services/tenancy/target_account'
import { withAccountNames } from '#services/account_names'

const visibleStock = (actor: Actor, id: string) =>
  withStockFigures(tenancy.stocks(Stock.query(), actor), actor).where('stocks.id', id).firstOrFail()

/** Stocks of part 1 §2 "Stocks", in the ra-data-json-server dialect. */
export default class StocksController {
  async index(ctx: HttpContext) {
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
    return withAccountNames(plainRecords(Stock, rows).map(presentStock))
  }

  /** The workshops a stock may belong to, for callers who manage stocks without seeing the entities. */
  async formOptions({ actor }: HttpContext) {
    const warehouses = await tenancy
      .organizations(Organization.query(), actor)
      .where('organizations.type', 'warehouse')
      .orderBy('organizations.common_name')
    return { warehouses: warehouses.map(({ id, commonName }) => ({ id, commonName })) }
  }

  async show({ params, actor }: HttpContext) {
    return presentStock(await visibleStock(actor, params.id))
  }

  async store(ctx: HttpContext) {
    const { request, actor, response, i18n } = ctx
    const accountId = await targetAccountId(ctx)
    const fields = await request.validateUsing(stockValidator, { meta: { accountId } })
    const stock = await createStock(actor, accountId, fields, i18n)
    return response.created(presentStock(await visibleStock(actor, String(stock.id))))
  }

  async update({ params, request, actor, i18n }: HttpContext) {
    const stock = await visibleStock(actor, params.id)
    claimEdit(stock, request.input('version'))
    const fields = await request.validateUsing(stockValidator, {
      meta: { accountId: stock.accountId, stockId: stock.id },
    })
    await updateStock(actor, stock, fields, i18n)
    return presentStock(await visibleStock(actor, params.id))
  }

  async destroy({ params, actor }: HttpContext) {
    const stock = await visibleStock(actor, params.id)
    await deleteStock(stock)
    return presentStock(stock)
  }
}
