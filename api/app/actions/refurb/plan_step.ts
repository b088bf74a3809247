import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { errors as vineErrors } from '@vinejs/vine'
import BusinessError from '#exceptions/business_error'
import { FINAL_STEP_STATUSES, PLAN_STEP } from '#domain/refurb_steps'
import { EVENTS } from '#domain/transitions'
import { sqlDateTime } from '#services/sql_time'
import { refurbItem } from '#services/refurb/lookup'
import { costedSteps, workshopOf } from '#services/refurb/workshop'
import { insertPlannedStep } from '#actions/refurb/insert_planned_step'
import { itemStepsView } from '#services/refurb/item_steps'
import type { Actor } from '#services/actor'

type Translate = (key: string, args?: Record<string, unknown>) => string

/** The item statuses a step may be added in: those its steps are worked in. */
const IN_PROGRESS: readonly string[] = EVENTS.refurb_completed.item.flatMap((move) => move.from)

/**
 * `POST /api/items/{id}/refurb-steps { version, refurbStepId }`: a step of the workshop's catalogue added
 * to an item being refurbished, or a cancelled one planned again (#domain/refurb_steps `PLAN_STEP`): a new
 * step, to do, at its cost here, the item's planned cost raised by it. One not finished already in the plan
 * is refused (409 `refurb_step_already_planned`). The request carries the item's version: a stale one 409.
 */
export async function planStep(
  actor: Actor,
  itemId: unknown,
  fields: { version: number; refurbStepId: number },
  t: Translate
) {
  if (!PLAN_STEP.firedBy.some((permission) => actor.can(permission))) {
    throw new BusinessError('forbidden', 403)
  }
  const item = await refurbItem(actor, itemId, 'steps')
  if (!IN_PROGRESS.includes(item.status)) throw new BusinessError('refurb_not_in_progress', 409)
  const step = (await costedSteps(await workshopOf(item))).find((one) => one.id === fields.refurbStepId)
  if (!step) {
    throw new vineErrors.E_VALIDATION_ERROR({
      refurbStepId: t('validator.shared.messages.database.exists'),
    })
  }
  await db.transaction(async (trx) => {
    const open = await trx
      .from('item_refurb_steps')
      .where('item_id', item.id)
      .where('refurb_step_id', step.id)
      .whereNotIn('status', FINAL_STEP_STATUSES)
      .first()
    if (open) throw new BusinessError('refurb_step_already_planned', 409, { step: step.name })
    const now = sqlDateTime(DateTime.now())
    // The item's version first: of two requests planning on one item, the second is refused.
    const updated = await trx
      .from('items')
      .where('id', item.id)
      .where('version', fields.version)
      .update({
        total_planned_cost: trx.knexRawQuery('total_planned_cost + ?', [step.cost]),
        version: trx.knexRawQuery('version + 1'),
        updated_at: now,
      })
    if (Number(Array.isArray(updated) ? updated[0] : updated) !== 1) {
      throw new BusinessError('conflict', 409)
    }
    await insertPlannedStep(trx, actor, item.id, step, now)
  })
  return itemStepsView(actor, item.id)
}
