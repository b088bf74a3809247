import {
  candidateByCode,
  candidates,
  expeditionKindOf,
  refuse,
  refusalFor,
} from '#services/expedition/eligibility'
import { entityNames, presentCandidate } from '#presenters/expedition'
import { visiblePackage } from '#queries/expedition/visible_package'
import type { Actor } from '#services/actor'

/**
 * May the item a scanned code names leave this way: into the open package `packageId`, or alone with a
 * label (`mode` = `label`)? The item as the floor sees it, or the refusal's error.
 */
export async function expeditionLookup(
  actor: Actor,
  code: string,
  { packageId, mode }: { packageId: number; mode: unknown }
) {
  const { kind, candidate } = await candidateByCode(actor, code)
  const into = packageId ? await visiblePackage(actor, packageId) : null
  if (into && into.status !== 'open') throw refuse('expedition_already_processed')
  const refusal = refusalFor(kind, candidate, mode === 'label' ? 'label' : 'package', into)
  if (refusal) throw refuse(refusal)
  return { item: presentCandidate(candidate, await entityNames([candidate.destinationId])) }
}

/** An item just shipped back to its customer, as the floor sees it now. */
export async function shippedItem(actor: Actor, itemId: number) {
  const [after] = await candidates(actor, expeditionKindOf(actor), (query) => query.where('items.id', itemId))
  return presentCandidate(after, await entityNames([]))
}
