import db from '@adonisjs/lucid/services/db'
import Circuit from '#models/circuit'
import ShippingMethod from '#models/shipping_method'
import Organization from '#models/organization'
import { NATIVE_STOCKS } from '#models/stock'
import { circuitIsReady, hasGradePrice, setupRefusal } from '#domain/buyback_routes'
import { productWithSetup } from '#services/estimation/setups'
import type { Permission } from '#permissions/names'

/** The lines of an account's set-up checklist, in the order the back office shows them. */
export const CHECKLIST_KEYS = [
  'linked_buyer',
  'published_category',
  'published_product',
  'circuit_web',
  'circuit_store',
  'workshop_stocks',
  'white_label_host',
] as const
export type ChecklistKey = (typeof CHECKLIST_KEYS)[number]

/** Published products looked at before the line is said undone: enough to find one in a real catalogue. */
const PRODUCTS_LOOKED_AT = 20

async function linkedBuyer(accountId: number) {
  const row = await db
    .from('linked_buyers')
    .join('accounts', 'accounts.id', 'linked_buyers.buyer_account_id')
    .where('linked_buyers.retailer_account_id', accountId)
    .where('accounts.status', 'active')
    .first()
  return Boolean(row)
}

/** An active category whose buyer is still linked to the client, with an active reference workshop. */
async function publishedCategory(accountId: number) {
  const row = await db
    .from('categories')
    .join('linked_buyers', (join) =>
      join
        .on('linked_buyers.buyer_account_id', 'categories.buyer_account_id')
        .andOn('linked_buyers.retailer_account_id', 'categories.account_id')
    )
    .join('category_warehouses', 'category_warehouses.category_id', 'categories.id')
    .join('organizations', 'organizations.id', 'category_warehouses.warehouse_id')
    .where('categories.account_id', accountId)
    .where('categories.status', 'active')
    .where('organizations.status', 'active')
    .first()
  return Boolean(row)
}

/** A published product that the estimate would price: grade prices, and a set-up it finds no fault with. */
async function publishedProduct(accountId: number, language: string) {
  const products = await db
    .from('products')
    .where({ account_id: accountId, status: 'published' })
    .orderBy('id')
    .limit(PRODUCTS_LOOKED_AT)
    .select('id')
  for (const { id } of products) {
    const found = await productWithSetup(accountId, String(id), 'web', language)
    if (found && hasGradePrice(found.product.prices) && setupRefusal(found.setup) === null) return true
  }
  return false
}

/** An active circuit of the channel ready to take an item (domain/buyback_routes.ts). */
async function readyCircuit(accountId: number, channel: 'web' | 'store') {
  const active = (query: any) => query.where('status', 'active')
  const circuits = await Circuit.query()
    .where({ account_id: accountId, channel, status: 'active' })
    .preload('paymentModes', active)
  const carriers = await ShippingMethod.query()
    .where({ account_id: accountId, channel, status: 'active' })
    .preload('paymentModes', active)
  const asRoute = (owner: Circuit | ShippingMethod) => owner.paymentModes.map((mode) => mode.id)
  return circuits.some((circuit) =>
    circuitIsReady(
      { deposit: circuit.deposit, paymentModeIds: asRoute(circuit) },
      carriers.map((carrier) => ({ deposits: carrier.deposits, paymentModeIds: asRoute(carrier) }))
    )
  )
}

/** An active workshop, and each of them finds a stock of every native kind (its own or a shared one). */
async function workshopStocks(accountId: number) {
  const workshops = await Organization.query().where({
    account_id: accountId,
    type: 'warehouse',
    status: 'active',
  })
  if (workshops.length === 0) return false
  const stocks = await db
    .from('stocks')
    .where('account_id', accountId)
    .whereNotNull('native_kind')
    .select('warehouse_id', 'native_kind')
  return workshops.every((workshop) =>
    NATIVE_STOCKS.every((kind) =>
      stocks.some((stock) => stock.native_kind === kind && [null, workshop.id].includes(stock.warehouse_id))
    )
  )
}

async function whiteLabelHost(accountId: number) {
  const row = await db
    .from('white_label_configs')
    .where({ account_id: accountId, status: 'active' })
    .whereNotNull('host')
    .first()
  return Boolean(row)
}

/** Lines only the platform fixes (its client screens), and the permission those screens need. */
const PLATFORM_LINES: Partial<Record<ChecklistKey, Permission>> = {
  linked_buyer: 'client_update',
  white_label_host: 'client_update',
}

/**
 * What a new client still lacks before its first buy-back (`GET /api/accounts/:id/setup-checklist`): each
 * line done or not, with the back-office screen that fixes it; a line whose screen the caller cannot open
 * has no link and says the platform fixes it (`byPlatform`).
 */
export async function setupChecklist(
  accountId: number,
  language: string,
  canOpen: (permission: Permission) => boolean
) {
  const hasWorkshop = await db
    .from('organizations')
    .where({ account_id: accountId, type: 'warehouse' })
    .first()
  const lines: Record<ChecklistKey, [() => Promise<boolean>, string]> = {
    linked_buyer: [() => linkedBuyer(accountId), `/account/${accountId}/linked-buyers`],
    published_category: [() => publishedCategory(accountId), '/categories'],
    published_product: [() => publishedProduct(accountId, language), '/products'],
    circuit_web: [() => readyCircuit(accountId, 'web'), '/circuits'],
    circuit_store: [() => readyCircuit(accountId, 'store'), '/circuits'],
    workshop_stocks: [() => workshopStocks(accountId), hasWorkshop ? '/stocks' : '/entities'],
    white_label_host: [() => whiteLabelHost(accountId), `/clients/${accountId}`],
  }
  const answers = []
  for (const key of CHECKLIST_KEYS) {
    const [done, link] = lines[key]
    const needed = PLATFORM_LINES[key]
    const byPlatform = needed !== undefined && !canOpen(needed)
    answers.push({ key, done: await done(), link: byPlatform ? null : link, byPlatform })
  }
  return answers
}
