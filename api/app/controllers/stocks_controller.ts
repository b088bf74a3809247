import type { HttpContext } from '@adonisjs/core/http'
import { stockValidator } from '#validators/stock'
import { createStock } from '#actions/stocks/create_stock'
import { deleteStock } from '#actions/stocks/delete_stock'
import { updateStock } from '#actions/stocks/update_stock'
import { claimEdit } from '#services/concurrency'
import { targetAccountId } from '#services/tenancy/target_account'
import { stockList } from '#queries/stocks/list'
import { visibleStock } from '#queries/stocks/show'
import { stockFormOptions } from '#queries/stocks/form_options'
import { presentStock, presentStocks } from '#presenters/stock'

/** Stocks of part 1 §2 "Stocks", in the ra-data-json-server dialect. */
export default class StocksController {
  async index(ctx: HttpContext) {
    return presentStocks(await stockList(ctx))
  }

  /** The workshops a stock may belong to, for callers who manage stocks without seeing the entities. */
  async formOptions({ actor }: HttpContext) {
    return stockFormOptions(actor)
  }

  async show({ params, actor }: HttpContext) {
    return presentStock(await visibleStock(actor, params.id))
  }

  async store(ctx: HttpContext) {
    const { request, actor, response, i18n } = ctx
    const accountId = await targetAccountId(ctx)
    const fields = await request.validateUsing(stockValidator, { meta: { accountId } })
    const stock = await createStock(actor, accountId, fields, i18n)
    return response.created(presentStock(await visibleStock(actor, stock.id)))
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
