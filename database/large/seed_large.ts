import type { Database } from '@adonisjs/lucid/database'
import { seededRandom, ean13 } from '../demo/random.js'
import { inBatches, stamp } from './bulk.js'
import { seedListRows, type ListCounts } from './seed_lists.js'
import { BUYBACK_STATUSES, type BuybackStatus, type ItemStatus } from '#domain/statuses'
import { indexMissingProducts } from '#services/product_search/search_index'
import { refreshProductPopularity } from '#services/product_search/popularity'

/**
 * Bulk data for the benchmarks, added to "Demo Retail" after the demo data: products spread over the
 * demo categories, users over the stores, customers, and buy-backs with their items over the last two
 * years; then what the other back-office lists read (seed_lists.ts). Rows go in by batches inside one transaction per batch, so memory stays flat and a failure
 * loses only the batch in progress. Status history is not written for these rows.
 */
interface LargeCounts extends ListCounts {
  products: number
  buybacks: number
  users: number
}

const ANALYZED = [
  'products',
  'product_tac_codes',
  'users',
  'user_modules',
  'customers',
  'buybacks',
  'items',
  'organizations',
  'categories',
  'status_history',
  'search_words',
  'search_vocabulary',
]

/** Fresh statistics, or the planners pick table scans over the new indexes. */
export async function refreshStatistics(db: Database, log: (line: string) => void) {
  const sqlite = db.connection().dialect.name.includes('sqlite')
  for (const table of ANALYZED) await db.rawQuery(sqlite ? `ANALYZE ${table}` : `ANALYZE TABLE ${table}`)
  log('statistics refreshed')
}

/** The item status that goes with each buy-back status. */
const ITEM_OF: Record<string, ItemStatus> = {
  bb_awaiting_inventory: 'item_awaiting_inventory',
  bb_awaiting_store_drop: 'item_awaiting_store_drop',
  bb_cancelled: 'item_cancelled',
  bb_completed: 'item_completed',
  bb_completed_by_price: 'item_completed_by_price',
  bb_completed_with_absorption: 'item_completed_with_absorption',
  bb_completed_with_negociation: 'item_completed_with_negociation',
  bb_in_processing: 'item_awaiting_compliancy_tests',
  bb_in_transit: 'item_in_transit',
  bb_not_completed: 'item_returned',
} satisfies Record<BuybackStatus, ItemStatus>

export async function seedLarge(db: Database, counts: LargeCounts, log: (line: string) => void) {
  if (db.connection().dialect.name.includes('sqlite')) {
    // Bulk load: the benchmark database does not need every commit flushed to disk.
    await db.rawQuery('PRAGMA synchronous = OFF')
  }
  const account = await db.from('accounts').where('common_name', 'Demo Retail').firstOrFail()
  const buyer = await db.from('accounts').where('common_name', 'Demo Buyer').firstOrFail()
  const categories = await db
    .from('categories')
    .where('account_id', account.id)
    .whereNotNull('parent_id')
    .select('id')
  const stores = await db
    .from('organizations')
    .where('account_id', account.id)
    .where('type', 'store')
    .select('id')
  const warehouses = await db
    .from('organizations')
    .where('account_id', account.id)
    .where('type', 'warehouse')
    .select('id')
  const circuits = await db.from('circuits').where('account_id', account.id).select('id', 'channel')
  const modes = await db.from('payment_modes').where('account_id', account.id).select('id')
  const passwordHash = (await db.from('users').where('email', 'seller@demo-retail.test').firstOrFail())
    .password
  const random = seededRandom(99)
  const now = Date.now()
  // A run's own prefix keeps the identification numbers of several runs apart (1 + 5 + 7 digits).
  const prefix = `${now}`.slice(-5)
  const today = stamp(now)

  const productIds: string[] = []
  await inBatches(
    db,
    'products',
    counts.products,
    (index) => {
      const id = `00000000-0000-4000-8${String(index % 1000).padStart(3, '0')}-${String(index).padStart(12, '0')}`
      productIds.push(id)
      const price = random.int(20, 1200) * 100
      const status = random.next() < 0.9 ? 'published' : 'draft'
      return {
        id,
        account_id: account.id,
        category_id: random.pick(categories).id,
        label: `Produit ${random.pick(['Alpha', 'Nova', 'Zen', 'Pro', 'Max', 'Lite', 'Ultra'])} ${index}`,
        brand: random.pick(['Apple', 'Samsung', 'Sony', 'Xiaomi', 'Google', 'Nintendo', 'Lenovo', 'Dell']),
        modele: `Modèle ${index % 5000}`,
        reference: `REF-${prefix}-${index}`,
        ean_code: ean13(`2${String(index).padStart(11, '0')}`),
        status,
        buyback_price_grade_a: price,
        buyback_price_grade_b: Math.round(price * 0.85),
        buyback_price_grade_c: Math.round(price * 0.7),
        buyback_price_grade_d: Math.round(price * 0.5),
        buyback_price_grade_e: Math.round(price * 0.3),
        buyback_price_functional: Math.round(price * 0.15),
        is_collecting_imei: false,
        buyback_zero_not_allowed: false,
        created_at: today,
        updated_at: today,
      }
    },
    log
  )
  await indexMissingProducts(db.connection(), log)

  const firstUser = Number((await db.from('users').max('id as max').first())?.max ?? 0) + 1
  await inBatches(
    db,
    'users',
    counts.users,
    (index) => ({
      account_id: account.id,
      email: `vendeur.${prefix}.${index}@demo-retail.test`,
      password: passwordHash,
      firstname: random.pick(['Hugo', 'Léa', 'Nina', 'Yanis', 'Emma', 'Noah', 'Jade', 'Adam']),
      lastname: `Vendeur ${index}`,
      status: random.next() < 0.95 ? 'active' : 'inactive',
      force_connection_by_sso: false,
      is_anonymous: false,
      created_at: today,
      updated_at: today,
    }),
    log
  )
  await inBatches(
    db,
    'user_modules',
    counts.users,
    (index) => ({
      user_id: firstUser + index,
      module: 'tim',
      role: 'store_seller',
      organization_id: random.pick(stores).id,
    }),
    log
  )

  const customers = Math.max(1, Math.round(counts.buybacks / 10))
  const firstCustomer = Number((await db.from('customers').max('id as max').first())?.max ?? 0) + 1
  await inBatches(
    db,
    'customers',
    customers,
    (index) => ({
      account_id: account.id,
      firstname: random.pick(['Marie', 'Jean', 'Sophie', 'Pierre', 'Inès', 'Karim']),
      lastname: `Client ${index}`,
      email: `client.${prefix}.${index}@exemple.fr`,
      country: 'FR',
      created_at: today,
      updated_at: today,
    }),
    log
  )

  const firstBuyback = Number((await db.from('buybacks').max('id as max').first())?.max ?? 0) + 1
  const twoYears = 730 * 24 * 3_600_000
  const statusOf: string[] = []
  await inBatches(
    db,
    'buybacks',
    counts.buybacks,
    (index) => {
      const circuit = random.pick(circuits)
      const status = random.pick(BUYBACK_STATUSES)
      statusOf.push(status)
      const created = stamp(now - Math.floor(random.next() * twoYears))
      const price = random.int(10, 900) * 100
      return {
        identification_number: `1${prefix}${String(index).padStart(7, '0')}`,
        account_id: account.id,
        buyer_account_id: buyer.id,
        status,
        channel: circuit.channel,
        circuit_id: circuit.id,
        product_id: productIds.length ? random.pick(productIds) : null,
        customer_id: firstCustomer + (index % customers),
        store_id: random.pick(stores).id,
        warehouse_id: random.pick(warehouses).id,
        payment_mode_id: random.pick(modes).id,
        declared_grade: 'B',
        declared_price: price,
        bonus: 0,
        payment_modifier: 0,
        shipping_modifier: 0,
        version: 1,
        created_at: created,
        updated_at: created,
      }
    },
    log
  )
  await inBatches(
    db,
    'items',
    counts.buybacks,
    (index) => ({
      buyback_id: firstBuyback + index,
      identification_number: `8${prefix}${String(index).padStart(7, '0')}`,
      status: ITEM_OF[statusOf[index]],
      destination_warehouse_id: random.pick(warehouses).id,
      store_id: random.pick(stores).id,
      total_planned_cost: 0,
      completed_step_cost: 0,
      version: 1,
      created_at: today,
      updated_at: today,
    }),
    log
  )
  await seedListRows(db, counts, log)
  await refreshProductPopularity(db.connection())
  await refreshStatistics(db, log)
  return counts
}
