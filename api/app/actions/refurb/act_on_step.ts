import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { errors as vineErrors } from '@vinejs/vine'
import RefurbStep from '#models/refurb_step'
import type Item from '#models/item'
import type Stock from '#models/stock'
import BusinessError from '#exceptions/business_error'
import { canActOnStep, nextStepStatus, type StepActionName } from '#domain/refurb_steps'
import { EVENTS } from '#domain/transitions'
import { sqlDateTime } from '#services/sql_time'
import { refurbStock, workshopOf } from '#services/refurb/workshop'
import { stepView } from '#services/refurb/item_steps'
import type { StepActionFields } from '#validators/refurb'
import type { Actor } from '#services/actor'
import { visibleStep } from '#queries/refurb/visible_step'

type Translate = (key: string, args?: Record<string, unknown>) => string

/** The item statuses its steps are worked in: those "validate all" moves on from. */
const IN_PROGRESS: readonly string[] = EVENTS.refurb_completed.item.flatMap((move) => move.from)

/**
 * Completing a data-erasure step records how the device was erased, with what, and the proof: each missing
 * one is a field error (422), all at once.
 */
function erasureOf(fields: StepActionFields, t: Translate) {
  const messages: Record<string, string> = {}
  if (!fields.erasure?.method) {
    messages['erasure.method'] = t('validator.shared.messages.erasureMethodRequired')
  }
  if (!fields.erasure?.tool) {
    messages['erasure.tool'] = t('validator.shared.messages.erasureToolRequired')
  }
  if (!fields.erasure?.reference) {
    messages['erasure.reference'] = t('validator.shared.messages.erasureReferenceRequired')
  }
  if (Object.keys(messages).length) throw new vineErrors.E_VALIDATION_ERROR(messages)
  return fields.erasure!
}

/**
 * An action on an item's refurb step (part 1 §4 "Item refurb step statuses"), through the one table of
 * #domain/refurb_steps. The request carries the step's `version` as the operator read it: a stale one, or
 * one another request moves first, is refused with 409 `refurb_step_conflict` ("another user has just
 * changed the status of this step"); the update is conditioned on it, so of many at once exactly one wins.
 * In one transaction: the step, the item's stock and costs, and the history row (who, when, from, to).
 */
export async function actOnStep(
  actor: Actor,
  stepId: unknown,
  action: StepActionName,
  fields: StepActionFields,
  t: Translate
) {
  const { step, item } = await visibleStep(actor, stepId)
  if (!canActOnStep(action, actor.permissions)) throw new BusinessError('forbidden', 403)
  if (step.version !== fields.version) throw new BusinessError('refurb_step_conflict', 409)
  const to = nextStepStatus(action, step.status)
  if (!to) throw new BusinessError('refurb_step_action_not_allowed', 409)
  // An item lost at the workshop (or otherwise out of refurbishment) keeps its steps as they were.
  if (!IN_PROGRESS.includes(item.status)) throw new BusinessError('refurb_not_in_progress', 409)

  const definition = await RefurbStep.findOrFail(step.refurbStepId)
  const erasure = action === 'complete' && definition.dataErasure ? erasureOf(fields, t) : null
  const stock = fields.stockId ? await refurbStock(await workshopOf(item), fields.stockId) : null

  await db.transaction(async (trx) => {
    const now = sqlDateTime(DateTime.now())
    const changes: Record<string, unknown> = {
      status: to,
      version: fields.version + 1,
      user_id: actor.user.id,
      updated_at: now,
    }
    if (stock) changes.stock_id = stock.id
    if (action === 'start' && !step.startedAt) changes.started_at = now
    if (action === 'complete') {
      Object.assign(changes, {
        completed_at: now,
        comment: fields.comment?.trim() || null,
        erasure_method: erasure?.method ?? null,
        erasure_tool: erasure?.tool ?? null,
        erasure_reference: erasure?.reference ?? null,
      })
    }
    if (action === 'cancel') changes.cancel_reason = fields.reason
    // The lock: first, so that a request that lost the race stops before it has touched anything else.
    const updated = await trx
      .from('item_refurb_steps')
      .where('id', step.id)
      .where('version', fields.version)
      .update(changes)
    if (Number(Array.isArray(updated) ? updated[0] : updated) !== 1) {
      throw new BusinessError('refurb_step_conflict', 409)
    }
    // The item's row before the history's: the history's foreign key must not hold a lock on the item
    // that this update would then wait for (two steps of one item acted on at once, on MySQL).
    await moveItem(trx, item, stock, action, step.cost, now)
    await trx
      .insertQuery()
      .table('item_refurb_step_history')
      .insert({
        item_refurb_step_id: step.id,
        item_id: item.id,
        action,
        from_status: step.status,
        to_status: to,
        user_id: actor.user.id,
        stock_id: stock?.id ?? null,
        comment: action === 'cancel' ? fields.reason : (changes.comment ?? null),
        erasure_method: erasure?.method ?? null,
        erasure_tool: erasure?.tool ?? null,
        erasure_reference: erasure?.reference ?? null,
        created_at: now,
      })
  })
  return stepView(actor, step.id)
}

/**
 * The stock the operator confirmed or chose, and the costs: completed adds up, cancelled is not planned.
 * The item's version moves with them, so that a form holding the item as it was (a stock move, "validate
 * all") is refused rather than applied over them; two steps of one item acted on at once both count.
 */
async function moveItem(
  trx: TransactionClientContract,
  item: Item,
  stock: Stock | null,
  action: StepActionName,
  cost: number,
  now: string
) {
  const changes: Record<string, unknown> = {}
  if (stock && stock.id !== item.stockId)
    Object.assign(changes, { stock_id: stock.id, stock_entered_at: now })
  if (action === 'complete' && cost) {
    changes.completed_step_cost = trx.knexRawQuery('completed_step_cost + ?', [cost])
  }
  if (action === 'cancel' && cost)
    changes.total_planned_cost = trx.knexRawQuery('total_planned_cost - ?', [cost])
  if (!Object.keys(changes).length) return
  await trx
    .from('items')
    .where('id', item.id)
    .update({ ...changes, version: trx.knexRawQuery('version + 1'), updated_at: now })
}
