import Category from '#models/category'
import Organization from '#models/organization'
import Stock from '#models/stock'
import type { Actor } from '#services/actor'
import { tenancy } from '#services/tenancy/scopes'

/** The workshops, stocks and categories `/items-stock` may be filtered on, those the caller sees. */
export async function itemsStockFilterOptions(actor: Actor) {
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
