import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import type { GradePrices } from '#domain/pricing'
import { rawRows } from '#services/raw_rows'
import { buildSetup, type EstimationSetup } from '#services/estimation/build_setup'

/**
 * Estimation setups kept in the database (migration 0020): the product is read live and its category's
 * setup comes in the same query while it is current, so an estimate costs one query besides the caller's
 * token. A setup is stored with the version of the `estimation` data set read BEFORE it was built, and the
 * triggers of the migration bump that version in the transaction of any write to what it is built from: a
 * write that commits during a build can only make that setup unused, never wrong. Nothing stays in process
 * memory (DESIGN.md §1).
 */
export interface EstimableProduct {
  id: string
  categoryId: number
  label: string
  brand: string | null
  modele: string | null
  eanCode: string | null
  reference: string | null
  image: string | null
  status: string
  tacCodes: string[]
  isCollectingImei: boolean
  buybackZeroNotAllowed: boolean
  prices: GradePrices
}

// Scalar subqueries: SQLite plans them several times faster than the same left joins; MariaDB alike.
const SQL = `SELECT p.id, p.category_id, p.label, p.brand, p.modele, p.ean_code, p.reference, p.image,
    p.status, p.tac_codes, p.is_collecting_imei, p.buyback_zero_not_allowed,
    p.buyback_price_grade_a, p.buyback_price_grade_b, p.buyback_price_grade_c, p.buyback_price_grade_d,
    p.buyback_price_grade_e, p.buyback_price_functional,
    (SELECT version FROM list_versions WHERE name = 'estimation') AS setup_version,
    (SELECT s.setup FROM estimation_setups s
      WHERE s.category_id = p.category_id AND s.channel = ? AND s.language = ?
        AND s.version = (SELECT version FROM list_versions WHERE name = 'estimation')) AS setup
  FROM products p
  WHERE p.id = ? AND p.account_id = ?`

type Row = Record<string, any>

function productOf(row: Row): EstimableProduct {
  return {
    id: row.id,
    categoryId: Number(row.category_id),
    label: row.label,
    brand: row.brand,
    modele: row.modele,
    eanCode: row.ean_code,
    reference: row.reference,
    image: row.image,
    status: row.status,
    tacCodes: row.tac_codes ? String(row.tac_codes).split(',') : [],
    isCollectingImei: Boolean(Number(row.is_collecting_imei)),
    buybackZeroNotAllowed: Boolean(Number(row.buyback_zero_not_allowed)),
    prices: {
      A: row.buyback_price_grade_a,
      B: row.buyback_price_grade_b,
      C: row.buyback_price_grade_c,
      D: row.buyback_price_grade_d,
      E: row.buyback_price_grade_e,
      functional: row.buyback_price_functional,
    },
  }
}

interface SetupKey {
  categoryId: number
  channel: 'web' | 'store'
  language: string
}

async function store(key: SetupKey, version: number, setup: EstimationSetup) {
  try {
    await db
      .knexQuery()
      .table('estimation_setups')
      .insert({
        category_id: key.categoryId,
        channel: key.channel,
        language: key.language,
        version,
        setup: JSON.stringify(setup),
      })
      .onConflict(['category_id', 'channel', 'language'])
      .merge(['version', 'setup'])
  } catch (error) {
    // Only a lost cache row: the next estimate builds it again.
    logger.warn({ err: error, categoryId: key.categoryId }, 'estimation setup not stored')
  }
}

/**
 * A product of the account with the estimation setup of its category for the channel and language, built
 * and stored when missing or out of date; null when the account has no such product.
 */
export async function productWithSetup(
  accountId: number,
  productId: string,
  channel: 'web' | 'store',
  language: string
): Promise<{ product: EstimableProduct; setup: EstimationSetup } | null> {
  const [row] = await rawRows(SQL, [channel, language, productId, accountId])
  if (!row) return null
  const product = productOf(row)
  if (row.setup) return { product, setup: JSON.parse(row.setup) }

  const key = { categoryId: product.categoryId, channel, language }
  const setup = await buildSetup(accountId, product.categoryId, channel, language)
  await store(key, Number(row.setup_version ?? 0), setup)
  return { product, setup }
}
