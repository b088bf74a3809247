import type { Database } from '@adonisjs/lucid/database'
import { type Log } from './list_parts.js'
import { seedCategories, seedStores } from './seed_org_lists.js'
import { seedQuarantine, seedShelves } from './seed_workshop_lists.js'

/**
 * What the back office's other lists read on a large retailer, added to "Demo Retail" after the
 * rest of the large seed, or alone to a benchmark database seeded before they existed: stores under
 * management units, categories, items held in quarantine and on the workshops' shelves. Each part is one
 * transaction that leaves a mark (the large seed's external ids, identifiers, item counts), so a part
 * already there is skipped and a part that failed is done again whole.
 */
export interface ListCounts {
  stores: number
  categories: number
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
