import type { HttpContext } from '@adonisjs/core/http'
import Buyback from '#models/buyback'
import { tenancy } from '#services/tenancy/scopes'

/** The buy-backs the caller may see (DESIGN.md §2): bare rows, filtered and counted without joins. */
export function visibleBuybacks(actor: HttpContext['actor']) {
  return tenancy.buybacks(Buyback.query(), actor)
}

export type BuybackQuery = ReturnType<typeof visibleBuybacks>

/** One buy-back the caller may see, or 404. */
export function visibleBuyback(actor: HttpContext['actor'], id: unknown) {
  return tenancy.buybacks(Buyback.query(), actor).where('buybacks.id', Number(id)).firstOrFail()
}
