import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import { settings } from '#config/settings'
import BusinessError from '#exceptions/business_error'
import { isAllowedEndpoint } from '#services/connectors/endpoints'
import { guardedFetch, isOutboundRefusal } from '#services/outbound/guard'

/**
 * The buyer connector (part 1 §3, DESIGN.md §7): a buyer whose settings name an estimation endpoint
 * prices each estimate itself. The platform POSTs the product, the declared grade and the answers, and
 * takes the buyer's `price` (integer cents, never negative). A buyer that cannot be reached in time, or
 * answers anything else, refuses the estimate with `buyer_unreachable` (part 2 §8): no estimate is made
 * on a price the buyer did not give. An endpoint that is not a public address (services/outbound/guard.ts)
 * is never called: the estimate is refused with `invalid_address`.
 */
export interface BuyerEstimateRequest {
  product: { id: string; label: string; eanCode: string | null; reference: string | null }
  grade: string
  answers: { questionId: number; answerId: number }[]
  /** The platform's own estimate, for the buyer's information. */
  estimate: number
  currency: string
}

const unreachable = (endpoint: string, reason: string) => {
  // The address's host only: an endpoint may carry a key in its path or query.
  logger.warn({ host: new URL(endpoint).host, reason }, 'buyer estimation API unavailable')
  return new BusinessError('buyer_unreachable', 503)
}

export async function askBuyerEstimate(endpoint: string, request: BuyerEstimateRequest) {
  if (!isAllowedEndpoint(endpoint)) throw new BusinessError('buyer_unreachable', 503)
  let response: Response
  try {
    response = await guardedFetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(request),
      redirect: 'error',
      signal: AbortSignal.timeout(settings.connectors.buyerEstimationTimeoutMs),
    })
  } catch (error) {
    if (isOutboundRefusal(error)) {
      logger.warn({ host: new URL(endpoint).host }, 'buyer estimation API refused: not a public address')
      throw error
    }
    const timedOut = error instanceof Error && error.name === 'TimeoutError'
    throw unreachable(endpoint, timedOut ? 'timeout' : 'network')
  }
  let body: unknown
  try {
    body = await response.json()
  } catch {
    throw unreachable(endpoint, `status ${response.status}, not JSON`)
  }
  const price = (body as { price?: unknown } | null)?.price
  if (!response.ok || !Number.isInteger(price) || (price as number) < 0) {
    throw unreachable(endpoint, `status ${response.status}, no price`)
  }
  return price as number
}

/**
 * The estimation API a buyer's settings name, read live at each estimate (one lookup by account): the
 * cached estimation setups are built only from tables whose writes move their version, and a buyer's
 * settings are not one of them.
 */
export async function buyerEstimationEndpoint(buyerAccountId: number) {
  const row = await db
    .from('organization_root_details')
    .where('account_id', buyerAccountId)
    .select('estimation_endpoint')
    .first()
  return (row?.estimation_endpoint as string | null | undefined) || null
}
