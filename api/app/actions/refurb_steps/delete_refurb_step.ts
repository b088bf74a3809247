import db from '@adonisjs/lucid/services/db'
import RefurbStep from '#models/refurb_step'
import BusinessError from '#exceptions/business_error'

/** Part 2 §5: a step that a refurb diagnostic answer proposes, or that items went through, stays. */
export async function deleteRefurbStep(step: RefurbStep) {
  const used = async (table: string) => Boolean(await db.from(table).where('refurb_step_id', step.id).first())
  if ((await used('refurb_answer_steps')) || (await used('item_refurb_steps'))) {
    throw new BusinessError('refurb_step_in_use', 409)
  }
  await db.transaction(async (trx) => {
    await trx.from('refurb_step_costs').where('refurb_step_id', step.id).delete()
    step.useTransaction(trx)
    await step.delete()
  })
}
