import type Category from '#models/category'
import type Organization from '#models/organization'

/** What the set-up of Demo Retail is made for: the retailer, its workshops and its categories. */
export interface SetupContext {
  accountId: number
  warehouses: Organization[]
  categories: Map<string, Category>
}
