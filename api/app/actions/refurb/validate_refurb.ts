import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Item from '#models/item'
import BusinessError from '#exceptions/business_error'
import type Organization from '#models/organization'
import { allStepsFinished, erasureMissing } from '#domain/refurb_steps'
import { fire, lostTheRace } from '#services/status_transitions'
import { nativeStock } from '#services/native_stocks'
import { sqlDateTime } from '#services/sql_time'
import { refurbItem } from '#services/refurb/lookup'
import { costedSteps, refurbStock, workshopOf } from '#services/refurb/workshop'
import { erasureRequirement } from '#services/refurb/erasure_requirement'
import { itemStepsView } from '#services/refurb/item_steps'
import type { Actor } from '#services/actor'

/** The item's steps with their names, as "validate all" checks them and names what is missing. */
const stepsOf = (trx: TransactionClientContract, itemId: number) =>
  trx
    .from('item_refurb_steps')
    .join('refurb_steps', 'refurb_steps.id', 'item_refurb_steps.refurb_step_id')
    .where('item_refurb_steps.item_id', itemId)
    .orderBy('item_refurb_steps.id')
    .select(
      'item_refurb_steps.id',
      'item_refurb_steps.status',
      'refurb_steps.name',
      'refurb_steps.data_erasure'
    )

/**
 * What stops "validate all", named so that the screen links to it: the steps not finished yet, else the
 * data erasure a category that requires it has not had (issue 17), with the erasure steps to plan.
 */
async function refuseWhatIsMissing(trx: TransactionClientContract, item: Item, workshop: Organization) {
  const rows = await stepsOf(trx, item.id)
  const steps = rows.map((row) => ({
    id: Number(row.id),
    name: row.name as string,
    status: row.status as string,
    dataErasure: Boolean(Number(row.data_erasure)),
  }))
  if (!allStepsFinished(steps.map((step) => step.status))) {
    const missing = steps.filter((step) => !allStepsFinished([step.status]))
    throw new BusinessError('refurb_steps_not_finished', 409, {}, {}, { missing })
  }
  const erasure = await erasureRequirement(item, trx)
  if (erasureMissing(erasure.required, steps, 'validate')) {
    const plannable = (await costedSteps(workshop, trx))
      .filter((step) => step.dataErasure)
      .map((step) => ({ id: step.id, name: step.name }))
    throw new BusinessError('refurb_erasure_required', 409, { category: erasure.category }, {}, { plannable })
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
