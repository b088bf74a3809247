import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type Item from '#models/item'
import type Organization from '#models/organization'
import { allStepsFinished, erasureMissing } from '#domain/refurb_steps'
import { costedSteps } from '#services/refurb/workshop'
import { erasureRequirement } from '#services/refurb/erasure_requirement'

/**
 * What stops "validate all", named so that a screen links to it (part 2 §5 "Stock and refurb"): the steps
 * not completed nor cancelled yet, and the data erasure a category that requires it has not had
 * with the workshop's erasure steps to plan. Nothing missing: `steps` empty and `erasure` null.
 */
export async function missingForValidation(
  item: Item,
  workshop: Organization,
  client: QueryClientContract = db.connection()
) {
  const rows = await client
    .from('item_refurb_steps')
    .join('refurb_steps', 'refurb_steps.id', 'item_refurb_steps.refurb_step_id')
    .where('item_refurb_steps.item_id', item.id)
    .orderBy('item_refurb_steps.id')
    .select(
      'item_refurb_steps.id',
      'item_refurb_steps.status',
      'refurb_steps.name',
      'refurb_steps.data_erasure'
    )
  const steps = rows.map((row) => ({
    id: Number(row.id),
    name: row.name as string,
    status: row.status as string,
    dataErasure: Boolean(Number(row.data_erasure)),
  }))
  const requirement = await erasureRequirement(item, client)
  const lacking = erasureMissing(requirement.required, steps, 'validate')
  return {
    steps: steps.filter((step) => !allStepsFinished([step.status])),
    erasure: lacking
      ? {
          category: requirement.category,
          plannable: (await costedSteps(workshop, client))
            .filter((step) => step.dataErasure)
            .map((step) => ({ id: step.id, name: step.name })),
        }
      : null,
  }
}

export type MissingForValidation = Awaited<ReturnType<typeof missingForValidation>>

export const nothingMissing = (missing: MissingForValidation) => !missing.steps.length && !missing.erasure
