import db from '@adonisjs/lucid/services/db'
import Account from '#models/account'
import OrganizationRootDetail from '#models/organization_root_detail'
import Stock from '#models/stock'
import type Organization from '#models/organization'
import type { ModuleType, UserType } from '#permissions/names'
import { AccountFactory } from './account_factory.js'
import { OrganizationFactory } from './organization_factory.js'
import { UserFactory } from './user_factory.js'
import { CategoryFactory, ProductFactory } from './catalogue_factory.js'
import { CircuitFactory, PaymentModeFactory } from './setup_factory.js'

/** A user of `account` holding `role` in `module`, working in `organization`. */
export function userIn(
  account: Account,
  module: ModuleType,
  role: UserType,
  organization: Organization | null,
  options: { withPassword?: boolean } = {}
) {
  const builder = UserFactory.merge({ accountId: account.id, lastModule: module }).with(
    'modules',
    1,
    (held) => held.merge({ module, role, organizationId: organization?.id ?? null })
  )
  return (options.withPassword ? builder.apply('withPassword') : builder).create()
}

/** A new super admin of the platform account (the one account with `isPlatform`). */
export async function platformAdmin() {
  const platform = await Account.findByOrFail('isPlatform', true)
  return userIn(platform, 'root', 'super_admin', null)
}

/** A buyer account (module lcm) with its buyer entity and its manager. */
export async function buyerClient() {
  const account = await AccountFactory.with('modules', 1, (held) => held.merge({ module: 'lcm' })).create()
  const entity = await OrganizationFactory.apply('buyer').merge({ accountId: account.id }).create()
  const manager = await userIn(account, 'lcm', 'buyer_manager', entity)
  return { account, entity, manager }
}

/** A retailer with only its root unit and its admin: no catalogue, no workshop (another client). */
export async function bareRetailer() {
  const account = await AccountFactory.with('modules', 1, (held) => held.merge({ module: 'tim' })).create()
  const root = await OrganizationFactory.apply('root').merge({ accountId: account.id }).create()
  const admin = await userIn(account, 'tim', 'admin', root)
  return { account, root, admin }
}

/**
 * A retailer ready to work, built through the factories: its (linked) buyer, a root unit with one store, a workshop
 * with its native stocks, an active category sold to the buyer and processed by the workshop, a published
 * product, and the store drop-off circuit with a bank-transfer mode, active on the category; with an
 * admin at the root, a seller in the store, and a manager and an operator in the workshop.
 */
export async function readyClient() {
  const buyer = await buyerClient()
  const account = await AccountFactory.with('modules', 2, (held) =>
    held.merge([{ module: 'tim' }, { module: 'rps' }])
  ).create()
  await OrganizationRootDetail.create({ accountId: account.id })
  await db
    .table('linked_buyers')
    .insert({ retailer_account_id: account.id, buyer_account_id: buyer.account.id })
  const root = await OrganizationFactory.apply('root')
    .merge({ accountId: account.id, buyerAccountId: buyer.account.id })
    .create()
  const store = await OrganizationFactory.apply('store')
    .merge({ accountId: account.id, parentId: root.id })
    .create()
  const workshop = await OrganizationFactory.apply('warehouse').merge({ accountId: account.id }).create()
  const stocks = await Stock.query().where('warehouse_id', workshop.id).orderBy('id')

  const category = await CategoryFactory.merge({
    accountId: account.id,
    buyerAccountId: buyer.account.id,
  }).create()
  await category.related('warehouses').attach([workshop.id])
  const product = await ProductFactory.merge({ accountId: account.id, categoryId: category.id }).create()

  const paymentMode = await PaymentModeFactory.merge({ accountId: account.id }).create()
  const circuit = await CircuitFactory.merge({ accountId: account.id }).create()
  await circuit.related('paymentModes').attach([paymentMode.id])
  await category.related('circuits').attach({ [circuit.id]: { active: true } })

  const users = {
    admin: await userIn(account, 'tim', 'admin', root),
    seller: await userIn(account, 'tim', 'store_seller', store),
    manager: await userIn(account, 'rps', 'warehouse_manager', workshop),
    operator: await userIn(account, 'rps', 'warehouse_operator', workshop),
  }
  return { account, buyer, root, store, workshop, stocks, category, product, paymentMode, circuit, users }
}

export type ReadyClient = Awaited<ReturnType<typeof readyClient>>
