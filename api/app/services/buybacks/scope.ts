import type { HttpContext } from '@adonisjs/core/http'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import Buyback from '#models/buyback'
import { tenancy } from '#services/tenancy/scopes'
import { STATUS_GROUPS } from '#domain/statuses'

/** The buy-backs the caller may see (DESIGN.md §2): bare rows, filtered and counted without joins. */
export function visibleBuybacks(actor: HttpContext['actor']) {
  return tenancy.buybacks(Buyback.query(), actor)
}

/** A query of buy-backs, read as models or as plain rows (`pojo()`: the list's pages). */
export type BuybackQuery = ModelQueryBuilderContract<typeof Buyback, any>

/**
 * The pre-declared buy-backs the caller may see (`/buybacks-predeclared`): declared on the web, waiting to
 * be handed in at a store. Restricted here, not by a filter the client sends, so that the permission of
 * this list never opens the others; the list's own filters only narrow it further.
 */
export function predeclaredBuybacks(actor: HttpContext['actor']) {
  return visibleBuybacks(actor).whereIn('buybacks.status', [...STATUS_GROUPS.predeclared])
}

/** One buy-back the caller may see, or 404. */
export function visibleBuyback(actor: HttpContext['actor'], id: unknown) {
  return tenancy.buybacks(Buyback.query(), actor).where('buybacks.id', Number(id)).firstOrFail()
}
