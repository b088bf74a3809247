import type { I18n } from '@adonisjs/i18n'
import Stock from '#models/stock'
import type { Actor } from '#services/actor'
import BusinessError from '#exceptions/business_error'
import { type StockFields, checkWarehouse } from '#actions/stocks/shared'

/** Part 2 §5: a native stock cannot be renamed. */
export async function updateStock(actor: Actor, stock: Stock, fields: StockFields, i18n: I18n) {
  if (stock.nativeKind && fields.name !== stock.name) throw new BusinessError('stock_native_locked', 409)
  await checkWarehouse(actor, stock.accountId, fields, i18n)
  stock.merge(fields)
  await stock.save()
  return stock
}
