import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { PLAN_STEP } from '#domain/refurb_steps'
import type { CostedStep } from '#services/refurb/workshop'
import type { Actor } from '#services/actor'

const insertedId = (id: unknown) => Number(typeof id === 'object' && id ? (id as { id: number }).id : id)

/**
 * A step planned for an item as #domain/refurb_steps `PLAN_STEP` says (to do, at its cost for this
 * workshop), with its history row `planned`: the diagnosis's steps and those added later alike.
 */
export async function insertPlannedStep(
  trx: TransactionClientContract,
  actor: Actor,
  itemId: number,
  step: CostedStep,
  now: string
) {
  const [id] = await trx
    .insertQuery()
    .table('item_refurb_steps')
    .insert({
      item_id: itemId,
      refurb_step_id: step.id,
      status: PLAN_STEP.to,
      stock_id: step.stockId,
      cost: step.cost,
      version: 1,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
  const stepId = insertedId(id)
  await trx.insertQuery().table('item_refurb_step_history').insert({
    item_refurb_step_id: stepId,
    item_id: itemId,
    action: 'planned',
    from_status: PLAN_STEP.from[0],
    to_status: PLAN_STEP.to,
    user_id: actor.user.id,
    stock_id: step.stockId,
    comment: null,
    created_at: now,
  })
  return stepId
}

export { insertedId }
