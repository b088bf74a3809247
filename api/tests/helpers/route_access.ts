import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import Account from '#models/account'
import AccountModule from '#models/account_module'
import Organization from '#models/organization'
import User from '#models/user'
import UserModule from '#models/user_module'
import type { ModuleType, UserType } from '#permissions/names'
import { sqlDateTime } from '#services/sql_time'
import { privateFileKey } from '#services/stored_files'
import { anonymousToken, tokenOf } from '#tests/helpers/demo'

/**
 * The callers and records of the route-by-route access table (tests/functional/route_access_table.ts).
 * Every record belongs to Demo Retail's Lille workshop and to a store other than Paris Rivoli, so that none
 * of the table's callers (the Paris Rivoli seller, Lyon's operator, Other Retail's admin) may reach it.
 */

/** The table's columns, in its order. */
export const CALLERS = ['anonymous', 'visitor', 'seller', 'otherWorkshop', 'otherRetailer'] as const
export type Caller = (typeof CALLERS)[number]

export interface Session {
  token: string | null
  /** The caller's roles: each request is sent in the module whose role grants the route's permission. */
  roles: [ModuleType, UserType][]
}

/**
 * Other Retail's admin also runs workshops here (its account holds the workshop module and it is that
 * module's admin), so that the workshop routes let it through and only the record's account stops it.
 */
export async function otherRetailerRunningWorkshops(client: ApiClient) {
  const user = await User.findByOrFail('email', 'admin@other-retail.test')
  await AccountModule.firstOrCreate({ accountId: user.accountId, module: 'rps' })
  await UserModule.create({ userId: user.id, module: 'rps', role: 'admin', organizationId: null })
  return tokenOf(client, user.email)
}

export async function sessions(client: ApiClient): Promise<Record<Caller, Session>> {
  return {
    anonymous: { token: null, roles: [] },
    visitor: { token: await anonymousToken(client), roles: [] },
    seller: {
      token: await tokenOf(client, 'seller@demo-retail.test'),
      roles: [['tim', 'store_seller']],
    },
    otherWorkshop: {
      token: await tokenOf(client, 'operator.lyon@demo-retail.test'),
      roles: [['rps', 'warehouse_operator']],
    },
    otherRetailer: {
      token: await otherRetailerRunningWorkshops(client),
      roles: [
        ['tim', 'admin'],
        ['rps', 'admin'],
      ],
    },
  }
}

const insertedId = (ids: unknown[]) => {
  const [first] = ids as (number | { id: number })[]
  return Number(typeof first === 'object' ? first.id : first)
}

/** The records the table's lines name (`$name`), read from the demo data or added next to it. */
export async function records() {
  const demo = await Account.findByOrFail('commonName', 'Demo Retail')
  const lille = await Organization.findByOrFail('external_id', 'DR-WH-LIL')
  const rivoli = await Organization.findByOrFail('external_id', 'DR-PAR-001')
  const root = await Organization.findByOrFail('external_id', 'DR-ROOT')
  const item = await db
    .from('items')
    .where('destination_warehouse_id', lille.id)
    .whereNot('store_id', rivoli.id)
    .whereNotNull('stock_id')
    .orderBy('id')
    .firstOrFail()
  const buyback = await db.from('buybacks').where('id', item.buyback_id).firstOrFail()
  const predeclared = await db
    .from('buybacks')
    .where('account_id', demo.id)
    .where('status', 'bb_awaiting_store_drop')
    .orderBy('id')
    .firstOrFail()
  const pkg = await db
    .from('packages')
    .where('destination_id', lille.id)
    .whereNot('origin_id', rivoli.id)
    .orderBy('id')
    .firstOrFail()
  const transport = await db.from('transports').where('package_id', pkg.id).firstOrFail()
  const payment = await db
    .from('payments')
    .join('buybacks', 'buybacks.id', 'payments.buyback_id')
    .where('buybacks.warehouse_id', lille.id)
    .whereNot('buybacks.store_id', rivoli.id)
    .orderBy('payments.id')
    .select('payments.id')
    .firstOrFail()
  const stock = await db.from('stocks').where('warehouse_id', lille.id).orderBy('id').firstOrFail()
  const rule = await db
    .from('dispatch_circuit_rules')
    .where('account_id', demo.id)
    .orderBy('id')
    .firstOrFail()
  const step = await db.from('refurb_steps').where('account_id', demo.id).orderBy('id').firstOrFail()
  const now = sqlDateTime(DateTime.utc())
  const itemStep = insertedId(
    await db
      .table('item_refurb_steps')
      .insert({
        item_id: item.id,
        refurb_step_id: step.id,
        status: 'to_do',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
  )
  const photo = insertedId(
    await db
      .table('item_photos')
      .insert({
        item_id: item.id,
        file_key: `item-photos/${item.id}/route-access.jpg`,
        content_type: 'image/jpeg',
        size: 3,
        created_at: now,
      })
      .returning('id')
  )
  const sepaFile = insertedId(
    await db
      .table('sepa_files')
      .insert({
        account_id: demo.id,
        message_id: 'ROUTE-ACCESS-1',
        file_key: `sepa/${demo.id}/route-access.xml`,
        payment_count: 1,
        total_amount: 1000,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
  )
  const configuration = insertedId(
    await db
      .table('connector_configurations')
      .insert({
        account_id: demo.id,
        connector: 'gift_card',
        name: 'Route access',
        active: true,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
  )
  const catalogueExport = insertedId(
    await db
      .table('export_jobs')
      .insert({
        account_id: demo.id,
        type: 'product',
        status: 'done',
        file_key: privateFileKey(`catalogue-exports/${demo.id}`, 'csv'),
        created_at: now,
        updated_at: now,
      })
      .returning('id')
  )
  const user = await User.findByOrFail('email', 'admin@demo-retail.test')
  const category = await db
    .from('categories')
    .where('account_id', demo.id)
    .whereNotNull('parent_id')
    .orderBy('id')
    .firstOrFail()
  const product = await db.from('products').where('account_id', demo.id).orderBy('id').firstOrFail()
  return {
    user: user.id,
    category: category.id as number,
    product: product.id as string,
    item: item.id as number,
    buyback: buyback.id as number,
    itemCode: item.identification_number as string,
    buybackNumber: buyback.identification_number as string,
    predeclared: predeclared.id as number,
    predeclaredReference: predeclared.reference as string,
    imei: (buyback.imei ?? buyback.identification_number) as string,
    package: pkg.id as number,
    transport: transport.id as number,
    payment: payment.id as number,
    stock: stock.id as number,
    rule: rule.id as number,
    itemStep: itemStep,
    photo: photo,
    sepaFile: sepaFile,
    configuration: configuration,
    catalogueExport: catalogueExport,
    organization: root.id,
    account: demo.id,
    token: 'not-a-token',
  }
}

export type Records = Awaited<ReturnType<typeof records>>
