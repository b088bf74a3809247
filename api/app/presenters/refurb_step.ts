import type RefurbStep from '#models/refurb_step'
import { withAccountNames } from '#services/account_names'

/** A refurb step on the wire, with its cost in each workshop. */
export function presentRefurbStep(step: RefurbStep) {
  return {
    id: step.id,
    accountId: step.accountId,
    updatedAt: step.updatedAt?.toISO() ?? null,
    version: step.version,
    name: step.name,
    description: step.description,
    stockId: step.stockId,
    status: step.status,
    dataErasure: step.dataErasure,
    costs: (step.costs ?? []).map((warehouse) => ({
      warehouseId: warehouse.id,
      cost: Number(warehouse.$extras.pivot_cost),
    })),
  }
}

/** The rows of a list, each with its account's name. */
export const presentRefurbSteps = (steps: RefurbStep[]) => withAccountNames(steps.map(presentRefurbStep))
