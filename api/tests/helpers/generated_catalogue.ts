import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import Category from '#models/category'
import { indexNewProducts } from '#services/product_search/search_index'
import { sqlDateTime } from '#services/sql_time'

/** A product of a generated catalogue; published, without buy-backs and without model unless said. */
export interface GeneratedProduct {
  label: string
  brand?: string | null
  modele?: string | null
  status?: 'draft' | 'published'
  categoryId?: number
  /** Its buy-backs of the last 90 days (products.recent_buybacks). */
  popularity?: number
}

export async function demoAccountId() {
  return (await db.from('accounts').where('common_name', 'Demo Retail').select('id').first()).id as number
}

/** An active category of the account (the demo's iPhones). */
export async function demoCategoryId() {
  return (await Category.findByOrFail('identifier', 'apple-iphone')).id
}

/**
 * Inserts the products in bulk and indexes them, as a catalogue import or the large seed do (the Product
 * hooks index one product at a time), in the test's transaction. Their ids, in the order given.
 */
export async function insertProducts(accountId: number, products: GeneratedProduct[]) {
  const categoryId = await demoCategoryId()
  const now = sqlDateTime()
  const rows = products.map((product) => ({
    id: randomUUID(),
    account_id: accountId,
    category_id: product.categoryId ?? categoryId,
    label: product.label,
    brand: product.brand ?? null,
    modele: product.modele ?? null,
    status: product.status ?? 'published',
    recent_buybacks: product.popularity ?? 0,
    buyback_price_grade_a: 10000,
    is_collecting_imei: false,
    buyback_zero_not_allowed: false,
    created_at: now,
    updated_at: now,
  }))
  for (let start = 0; start < rows.length; start += 200) {
    await db.table('products').multiInsert(rows.slice(start, start + 200))
  }
  await indexNewProducts(
    db.connection(),
    rows.map((row) => ({
      id: row.id,
      accountId,
      label: row.label,
      brand: row.brand,
      modele: row.modele,
      reference: null,
      eanCode: null,
      status: row.status,
      categoryId: row.category_id,
      popularity: row.recent_buybacks,
    }))
  )
  return rows.map((row) => row.id)
}
