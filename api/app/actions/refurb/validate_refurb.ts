import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Item from '#models/item'
import BusinessError from '#exceptions/business_error'
import type Organization from '#models/organization'
import { fire, lostTheRace } from '#services/status_transitions'
import { nativeStock } from '#services/native_stocks'
import { sqlDateTime } from '#services/sql_time'
import { refurbItem } from '#services/refurb/lookup'
import { refurbStock, workshopOf } from '#services/refurb/workshop'
import { missingForValidation } from '#services/refurb/missing'
import { itemStepsView } from '#services/refurb/item_steps'
import type { Actor } from '#services/actor'

/** The steps not finished first, then the erasure missing: each refusal names them, for the screen. */
async function refuseWhatIsMissing(trx: TransactionClientContract, item: Item, workshop: Organization) {
  const missing = await missingForValidation(item, workshop, trx)
  if (missing.steps.length) throw new BusinessError('refurb_steps_not_finished', 409, {}, {}, { missing })
  if (missing.erasure) {
    const { category } = missing.erasure
    throw new BusinessError('refurb_erasure_required', 409, { category }, {}, { missing })
  }
}

/**
 * "Validate all" (part 2 §5 "Stock and refurb"): once each of its steps is completed or cancelled, the
 * item's refurbishment is over. The status machine moves it to `item_refurb_completed` and it goes to the
 * stock chosen, else its workshop's native "refurb completed" stock, in one transaction with the history.
 * The request carries the item's version: a second validation of the same item is refused with 409.
 */
export async function validateRefurb(
  actor: Actor,
  itemId: unknown,
  fields: { version: number; stockId?: number | null }
) {
  const seen = await refurbItem(actor, itemId, 'steps')
  const workshop = await workshopOf(seen)
  const chosen = fields.stockId ? await refurbStock(workshop, fields.stockId) : null
  try {
    await db.transaction(async (trx) => {
      const item = await Item.findOrFail(seen.id, { client: trx })
      if (item.version !== fields.version) throw new BusinessError('conflict', 409)
      await refuseWhatIsMissing(trx, item, workshop)
      const stock = chosen ?? (await nativeStock(trx, workshop.id, 'refurb_completed'))
      await fire(trx, 'refurb_completed', { item }, { kind: 'user', actor }, stock.name)
      await trx
        .from('items')
        .where('id', item.id)
        .update({
          stock_id: stock.id,
          warehouse_id: workshop.id,
          stock_entered_at: sqlDateTime(DateTime.now()),
        })
    })
  } catch (error) {
    if (!lostTheRace(error)) throw error
    const now = await Item.find(seen.id)
    if (now?.status === 'item_refurb_completed') throw new BusinessError('refurb_already_validated', 409)
    throw new BusinessError('conflict', 409)
  }
  return itemStepsView(actor, seen.id)
}
