import Stock from '#models/stock'
import type { Actor } from '#services/actor'
import { tenancy } from '#services/tenancy/scopes'
import { withStockFigures } from '#services/stock_figures'

/** One stock the caller sees, with its figures; 404 otherwise. */
export const visibleStock = (actor: Actor, id: string | number) =>
  withStockFigures(tenancy.stocks(Stock.query(), actor), actor).where('stocks.id', id).firstOrFail()
