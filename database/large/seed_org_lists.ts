import type { Database } from '@adonisjs/lucid/database'
import { insertRows, stamp } from './bulk.js'
import { STORES_PER_UNIT, SUBCATEGORIES, countOf, type Log, type Row } from './list_parts.js'

/** Management units under the root unit, then the stores, each under its unit. */
export async function seedStores(db: Database, account: Row, total: number, log: Log) {
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
          // Spread over mainland France (latitudes 42.5 to 51, longitudes -4.5 to 7.5), the same each run.
          latitude: (42.5 + ((index * 7919) % 8500) / 1000).toFixed(6),
          longitude: (-4.5 + ((index * 104729) % 12000) / 1000).toFixed(6),
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
export async function seedCategories(db: Database, account: Row, buyer: Row, total: number, log: Log) {
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
  })
  log(`categories: ${total}`)
  return true
}
