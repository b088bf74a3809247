import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import type { GradePrices } from '#domain/pricing'
import { rawRows } from '#services/raw_rows'
import { buildSetup, type EstimationSetup } from '#services/estimation/build_setup'

/**
 * Estimation setups kept in the database (migrations 0020 and 0027): the product is read live and its
 * category's setup comes in the same query while it is current, so an estimate costs one query besides the
 * caller's token. Nothing stays in process memory (DESIGN.md §1).
 *
 * Invariants:
 * - Each account has its own version, the row `estimation:<accountId>` of list_versions. Database triggers
 *   on every table a setup is built from bump it in the transaction of the write, whatever the write path
 *   (model, pivot, bulk query, seed, cascade), for every account whose setups read the written row: the
 *   row's own account, and the accounts linking to it from another one (a buyer account of their category,
 *   a workshop in their category_warehouses or dispatch destinations, a payment mode of their circuits or
 *   shipping methods). A write to one client's configuration rebuilds only the setups that read it.
 * - A setup is stored with its account's version read BEFORE it was built (in the query that found none),
 *   and only read back while that version is still the current one. A write committed before that read is
 *   in what the build reads; one that commits after it has moved the version past the stored one: it can
 *   only make that setup unused, never serve a stale price. The key (category, channel, language) needs no
 *   account: a category belongs to one account, whose version the query compares.
 * - A new source table (the builder reads from it) needs triggers on insert, update and delete in a new
 *   migration, bumping every account whose setups may read the row (tests/functional/estimates/setup.spec.ts
 *   fails for a table the builder reads without them); a new link to another account's rows adds those
 *   accounts to the readers of the linked table.
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

// Scalar subqueries: SQLite plans them several times faster than the same left joins; MariaDB alike. The
// version's name is a binding (the same text on both engines, no CONCAT against `||`).
const SQL = `SELECT p.id, p.category_id, p.label, p.brand, p.modele, p.ean_code, p.reference, p.image,
    p.status, p.tac_codes, p.is_collecting_imei, p.buyback_zero_not_allowed,
    p.buyback_price_grade_a, p.buyback_price_grade_b, p.buyback_price_grade_c, p.buyback_price_grade_d,
    p.buyback_price_grade_e, p.buyback_price_functional,
    (SELECT version FROM list_versions WHERE name = ?) AS setup_version,
    (SELECT COUNT(*) FROM organization_root_details d WHERE d.estimation_endpoint IS NOT NULL)
      AS estimation_endpoints,
    (SELECT s.setup FROM estimation_setups s
      WHERE s.category_id = p.category_id AND s.channel = ? AND s.language = ?
        AND s.version = (SELECT version FROM list_versions WHERE name = ?)) AS setup
  FROM products p
  WHERE p.id = ? AND p.account_id = ?`

type Row = Record<string, any>

/** The list_versions row of an account's estimation data set (#kept/registry `estimation_versions`). */
export const estimationVersionName = (accountId: number) => `estimation:${accountId}`

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
): Promise<{ product: EstimableProduct; setup: EstimationSetup; buyerApis: boolean } | null> {
  const version = estimationVersionName(accountId)
  const [row] = await rawRows(SQL, [version, channel, language, version, productId, accountId])
  if (!row) return null
  const product = productOf(row)
  // Whether any buyer prices its estimates through its own API (services/connectors/buyer_estimation):
  // read in the same query, so that an estimate without one stays a single query.
  const buyerApis = Number(row.estimation_endpoints) > 0
  if (row.setup) return { product, setup: JSON.parse(row.setup), buyerApis }

  const key = { categoryId: product.categoryId, channel, language }
  const setup = await buildSetup(accountId, product.categoryId, channel, language)
  // Without its version row (each account gets one when created) a stored setup could never be read back.
  if (row.setup_version !== null && row.setup_version !== undefined) {
    await store(key, Number(row.setup_version), setup)
  }
  return { product, setup, buyerApis }
}
