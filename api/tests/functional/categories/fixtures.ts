import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import Account from '#models/account'
import Category from '#models/category'
import Circuit, { type CircuitCode } from '#models/circuit'
import { tokenOf } from '#tests/helpers/demo'
import {
  CategoryFactory,
  CircuitFactory,
  ProductFactory,
  readyClient,
  tokenFor,
} from '#tests/helpers/factories'

/** Demo data the category and question suites build on: Demo Retail's tree, buyer, workshops, circuits. */
export async function demoRetail() {
  const account = await Account.findByOrFail('commonName', 'Demo Retail')
  const buyer = await Account.findByOrFail('commonName', 'Demo Buyer')
  const warehouses = await db
    .from('organizations')
    .where({ account_id: account.id, type: 'warehouse' })
    .orderBy('id')
    .select('id')
  return { account, buyer, warehouseIds: warehouses.map((row) => Number(row.id)) }
}

/** Only Demo Retail has a catalogue in the demo data, so an identifier names one category. */
export function categoryNamed(identifier: string) {
  return Category.findByOrFail('identifier', identifier)
}

export async function circuitsOf(accountId: number) {
  const circuits = await Circuit.query().where('account_id', accountId)
  return Object.fromEntries(circuits.map((circuit) => [circuit.code, circuit])) as Record<
    CircuitCode,
    Circuit
  >
}

/** The fields of a valid category below `parentId`, bought by `buyerAccountId`, sent to `warehouseId`. */
function foldablesBody(
  place: { parentId: number; buyerAccountId: number; warehouseId: number },
  overrides: Record<string, unknown>
) {
  return {
    label: 'Téléphones pliables',
    identifier: 'foldables',
    parentId: place.parentId,
    buyerAccountId: place.buyerAccountId,
    warehouseIds: [place.warehouseId],
    defaultLength: 16,
    defaultWidth: 8,
    defaultHeight: 2,
    defaultWeight: 250,
    maxWeight: 400,
    highlightedInstruction: 'Retirez la carte SIM avant le dépôt.',
    childrenDescription: 'Modèles pliables de toutes marques',
    absorptionType: 'value',
    absorptionValue: 1000,
    status: 'active',
    ...overrides,
  }
}

/** A valid body for POST /api/categories below `parent`, with whatever the test overrides. */
export async function newCategoryBody(overrides: Record<string, unknown> = {}) {
  const { buyer, warehouseIds } = await demoRetail()
  const parent = await categoryNamed('smartphones')
  return foldablesBody(
    { parentId: parent.id, buyerAccountId: buyer.id, warehouseId: warehouseIds[0] },
    overrides
  )
}

export const adminToken = (client: ApiClient) => tokenOf(client, 'admin@demo-retail.test')
export const otherAdminToken = (client: ApiClient) => tokenOf(client, 'admin@other-retail.test')
export const superAdminToken = (client: ApiClient) => tokenOf(client, 'superadmin@reprise.test')

/**
 * A ready client (factories) with a small tree: its root category › Smartphones › Apple iPhone (with a
 * published product), and root › Tablettes; each category sold to its buyer and processed by its workshop.
 */
export async function clientCatalogue() {
  const ready = await readyClient()
  const under = async (parent: Category, fields: Partial<Category> = {}) => {
    const category = await CategoryFactory.merge({
      accountId: ready.account.id,
      buyerAccountId: ready.buyer.account.id,
      parentId: parent.id,
      ...fields,
    }).create()
    await category.related('warehouses').attach([ready.workshop.id])
    return category
  }
  const phones = await under(ready.category, { label: 'Smartphones' })
  const iphone = await under(phones, { label: 'Apple iPhone' })
  const tablets = await under(ready.category, { label: 'Tablettes' })
  const iphoneProduct = await ProductFactory.merge({
    accountId: ready.account.id,
    categoryId: iphone.id,
  }).create()
  const token = await tokenFor(ready.users.admin)
  return { ...ready, root: ready.category, phones, iphone, tablets, iphoneProduct, under, adminToken: token }
}

export type ClientCatalogue = Awaited<ReturnType<typeof clientCatalogue>>

/** A valid body for POST /api/categories below the client's Smartphones, with whatever the test overrides. */
export function categoryBodyFor(catalogue: ClientCatalogue, overrides: Record<string, unknown> = {}) {
  return foldablesBody(
    {
      parentId: catalogue.phones.id,
      buyerAccountId: catalogue.buyer.account.id,
      warehouseId: catalogue.workshop.id,
    },
    overrides
  )
}

/** A circuit of the client beside its store drop-off one (`web_drop`, `web_post`, a second `store_drop`…). */
export function circuitFor(catalogue: ClientCatalogue, code: CircuitCode, fields: Partial<Circuit> = {}) {
  const channel = code.startsWith('web') ? 'web' : 'store'
  const deposit = code.endsWith('drop_label') ? 'drop_label' : (code.split('_').pop() as Circuit['deposit'])
  return CircuitFactory.merge({
    accountId: catalogue.account.id,
    code,
    name: code,
    channel,
    deposit,
    ...fields,
  }).create()
}
