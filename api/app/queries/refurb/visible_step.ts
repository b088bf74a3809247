import ItemRefurbStep from '#models/item_refurb_step'
import BusinessError from '#exceptions/business_error'
import { visibleItem } from '#services/verification/lookup'
import type { Actor } from '#services/actor'

/** A step of an item the caller sees; another workshop's step is simply not found (404). */
export async function visibleStep(actor: Actor, stepId: unknown) {
  const step = await ItemRefurbStep.find(Number(stepId))
  if (!step) throw new BusinessError('not_found', 404)
  return { step, item: await visibleItem(actor, step.itemId) }
}
