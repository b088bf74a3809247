import Stock from '#models/stock'
import Organization from '#models/organization'
import type { Actor } from '#services/actor'
import { tenancy } from '#services/tenancy/scopes'

/** The account's stocks and workshops for the step form. */
export async function refurbStepFormOptions(actor: Actor) {
  const stocks = await tenancy.stocks(Stock.query(), actor).orderBy('stocks.name')
  const warehouses = await tenancy
    .organizations(Organization.query(), actor)
    .where('organizations.type', 'warehouse')
    .orderBy('organizations.common_name')
  return {
    stocks: stocks.map(({ id, name }) => ({ id, name })),
    warehouses: warehouses.map(({ id, commonName }) => ({ id, commonName })),
  }
}
