import type { Database } from '@adonisjs/lucid/database'
import { seededRandom } from '../demo/random.js'
import { insertRows, stamp } from './bulk.js'
import { bumpListVersions, catalogueLists } from '#services/list_counts'

/**
 * What the back office's other lists read on a large retailer (issue 14), added to "Demo Retail" after the
 * rest of the large seed, or alone to a benchmark database seeded before they existed: stores under
 * management units, categories, items held in quarantine and on the workshops' shelves. Each part is one
 * transaction that leaves a mark (the large seed's external ids, identifiers, item counts), so a part
 * already there is skipped and a part that failed is done again whole.
 */
export interface ListCounts {
  stores: number
  categories: number
}

const STORES_PER_UNIT = 50
const SUBCATEGORIES = 9
const QUARANTINED = 2_000
const ON_SHELVES = 20_000
const DAY = 86_400_000

type Log = (line: string) => void
type Row = Record<string, any>

const countOf = async (query: { count(column: string): any }) =>
  Number((await query.count('* as total'))[0].total)

/** Management units under the root unit, then the stores, each under its unit. */
async function seedStores(db: Database, account: Row, total: number, log: Log) {
  const done = db
    .from('organizations')
    .where('account_id', account.id)
    .where('external_id', 'like', 'LG-ST-%')
  if ((await countOf(done)) >= total) return false
  const root = await db
    .from('organizations')
    .where({ account_id: account.id, type: 'root_management_unit' })
    .firstOrFail()
  const warehouse = await db
    .from('organizations')
    .where({ account_id: account.id, type: 'warehouse' })
    .first()
  const now = stamp(Date.now())
  const entity = (fields: Row) => ({
    account_id: account.id,
    module_type: 'tim',
    status: 'active',
    country: 'FR',
    created_at: now,
    updated_at: now,
    ...fields,
  })
  await db.transaction(async (trx) => {
    const units = Math.ceil(total / STORES_PER_UNIT)
    await insertRows(
      trx,
      'organizations',
      Array.from({ length: units }, (_, index) =>
        entity({
          parent_id: root.id,
          path: `${root.path}${root.id}/`,
          type: 'management_unit',
          common_name: `Direction régionale ${index + 1}`,
          external_id: `LG-MU-${String(index + 1).padStart(3, '0')}`,
        })
      )
    )
    const unitRows = await trx
      .from('organizations')
      .where('account_id', account.id)
      .where('external_id', 'like', 'LG-MU-%')
      .orderBy('external_id')
      .select('id', 'path')
    for (let start = 0; start < total; start += 1000) {
      const rows = Array.from({ length: Math.min(1000, total - start) }, (_, offset) => {
        const index = start + offset
        const unit = unitRows[Math.floor(index / STORES_PER_UNIT)]
        return entity({
          parent_id: unit.id,
          path: `${unit.path}${unit.id}/`,
          type: 'store',
          common_name: `Magasin ${index + 1}`,
          external_id: `LG-ST-${String(index + 1).padStart(4, '0')}`,
          city: `Ville ${(index % 400) + 1}`,
          zip_code: String(10000 + ((index * 37) % 85000)).padStart(5, '0'),
          default_warehouse_id: warehouse?.id ?? null,
        })
      })
      await insertRows(trx, 'organizations', rows)
    }
  })
  log(`organizations: ${total} stores under ${Math.ceil(total / STORES_PER_UNIT)} management units`)
  return true
}

/** Ranges of one parent category and its subcategories under the catalogue's root, after the demo's. */
async function seedCategories(db: Database, account: Row, buyer: Row, total: number, log: Log) {
  const done = db.from('categories').where('account_id', account.id).where('identifier', 'like', 'large-%')
  if ((await countOf(done)) >= total) return false
  const root = await db
    .from('categories')
    .where('account_id', account.id)
    .whereNull('parent_id')
    .firstOrFail()
  const now = stamp(Date.now())
  const category = (fields: Row) => ({
    account_id: account.id,
    buyer_account_id: buyer.id,
    default_weight: 500,
    absorption_type: 'none',
    status: 'active',
    created_at: now,
    updated_at: now,
    ...fields,
  })
  await db.transaction(async (trx) => {
    const ranges = Math.ceil(total / (SUBCATEGORIES + 1))
    await insertRows(
      trx,
      'categories',
      Array.from({ length: ranges }, (_, index) =>
        category({
          parent_id: root.id,
          path: `${root.path}${root.id}/`,
          label: `Gamme ${index + 1}`,
          identifier: `large-${index + 1}`,
          position: index + 1,
        })
      )
    )
    const parents = await trx
      .from('categories')
      .where('account_id', account.id)
      .whereIn(
        'identifier',
        Array.from({ length: ranges }, (_, index) => `large-${index + 1}`)
      )
      .select('id', 'path', 'identifier', 'label')
    const children = parents.flatMap((parent) =>
      Array.from({ length: SUBCATEGORIES }, (_, index) =>
        category({
          parent_id: parent.id,
          path: `${parent.path}${parent.id}/`,
          label: `${parent.label} – Série ${index + 1}`,
          identifier: `${parent.identifier}-${index + 1}`,
          position: index,
        })
      )
    )
    await insertRows(trx, 'categories', children.slice(0, total - ranges))
    await bumpListVersions(catalogueLists(account.id), trx)
  })
  log(`categories: ${total}`)
  return true
}

/** Items of the large seed in a status and in no stock, the first `count` of them. */
async function itemsIn(db: Database, status: string, count: number) {
  if (count <= 0) return []
  return db
    .from('items')
    .where('status', status)
    .whereNull('stock_id')
    .where('identification_number', 'like', '8%')
    .orderBy('id')
    .limit(count)
    .select('id', 'buyback_id', 'destination_warehouse_id')
}

/** Items under verification held in quarantine, with the history row that dates it. */
async function seedQuarantine(db: Database, account: Row, log: Log) {
  const held = await countOf(db.from('items').where('status', 'item_in_quarantine'))
  const items = await itemsIn(db, 'item_awaiting_compliancy_tests', QUARANTINED - held)
  if (!items.length) return false
  const stock = await db
    .from('stocks')
    .where({ account_id: account.id, native_kind: 'in_quarantine' })
    .first()
  const random = seededRandom(14)
  const now = Date.now()
  await db.transaction(async (trx) => {
    for (let start = 0; start < items.length; start += 500) {
      const chunk = items.slice(start, start + 500)
      await trx
        .from('items')
        .whereIn(
          'id',
          chunk.map((item) => item.id)
        )
        .update({ status: 'item_in_quarantine', stock_id: stock?.id ?? null, updated_at: stamp(now) })
      await trx.rawQuery(
        'update items set warehouse_id = destination_warehouse_id where id in (' +
          chunk.map(() => '?').join(',') +
          ')',
        chunk.map((item) => item.id)
      )
      await insertRows(
        trx,
        'status_history',
        chunk.map((item) => ({
          subject_type: 'item',
          subject_id: item.id,
          buyback_id: item.buyback_id,
          event: 'quarantined',
          from_status: 'item_awaiting_compliancy_tests',
          to_status: 'item_in_quarantine',
          actor_kind: 'user',
          created_at: stamp(now - random.int(0, 30) * DAY),
        }))
      )
    }
  })
  log(`items: ${items.length} in quarantine`)
  return true
}

/** Completed items waiting on the shelves of their workshop, entered over the last year. */
async function seedShelves(db: Database, account: Row, log: Log) {
  const stored = db.from('items').where('status', 'item_completed').whereNotNull('stock_id')
  const items = await itemsIn(db, 'item_completed', ON_SHELVES - (await countOf(stored)))
  if (!items.length) return false
  const shelves = await db.from('stocks').where('account_id', account.id).whereNotNull('warehouse_id')
  const shelfOf = new Map(shelves.map((shelf) => [shelf.warehouse_id, shelf.id]))
  const random = seededRandom(41)
  const now = Date.now()
  // One update per shelf and day of entry rather than one per item.
  const groups = new Map<string, { shelf: number; warehouse: number; day: number; ids: number[] }>()
  for (const item of items) {
    const shelf = shelfOf.get(item.destination_warehouse_id)
    if (!shelf) continue
    const day = random.int(0, 365)
    const key = `${shelf}:${day}`
    if (!groups.has(key)) groups.set(key, { shelf, warehouse: item.destination_warehouse_id, day, ids: [] })
    groups.get(key)!.ids.push(item.id)
  }
  await db.transaction(async (trx) => {
    for (const { shelf, warehouse, day, ids } of groups.values()) {
      await trx
        .from('items')
        .whereIn('id', ids)
        .update({ stock_id: shelf, warehouse_id: warehouse, stock_entered_at: stamp(now - day * DAY) })
    }
  })
  log(`items: ${items.length} on the workshops' shelves`)
  return true
}

/** Adds the parts missing; answers whether it added any. */
export async function seedListRows(db: Database, counts: ListCounts, log: Log) {
  const account = await db.from('accounts').where('common_name', 'Demo Retail').firstOrFail()
  const buyer = await db.from('accounts').where('common_name', 'Demo Buyer').firstOrFail()
  const added = [
    await seedStores(db, account, counts.stores, log),
    await seedCategories(db, account, buyer, counts.categories, log),
    await seedQuarantine(db, account, log),
    await seedShelves(db, account, log),
  ]
  return added.includes(true)
}
