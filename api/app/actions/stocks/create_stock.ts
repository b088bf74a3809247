import type { I18n } from '@adonisjs/i18n'
import Stock from '#models/stock'
import type { Actor } from '#services/actor'
import { type StockFields, checkWarehouse } from '#actions/stocks/shared'

export async function createStock(actor: Actor, accountId: number, fields: StockFields, i18n: I18n) {
  await checkWarehouse(actor, accountId, fields, i18n)
  return Stock.create({ ...fields, accountId, nativeKind: null })
}
