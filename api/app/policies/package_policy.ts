import type Package from '#models/package'
import AppPolicy from '#policies/app_policy'
import type { Candidate } from '#services/expedition/eligibility'
import type { Actor } from '#services/actor'

/** The kind of parcel each module prepares: a store's to its workshop, a workshop's to the buyer. */
const KIND_OF_MODULE: Partial<Record<Actor['module'], Package['kind']>> = {
  tim: 'to_workshop',
  rps: 'to_buyer',
}

/**
 * Who may act on a package the caller sees (the tenancy scope loaded it: leaving or reaching the caller's
 * entities). Reading it is the expedition permission's; filling, emptying and closing it belong to the
 * store or workshop it leaves from, in the module that prepares its kind: the workshop a parcel reaches,
 * or the unit above the store, reads it but does not change it.
 */
export default class PackagePolicy extends AppPolicy {
  view(actor: Actor, _pkg: Package) {
    return actor.can('buyback_item_send')
  }

  prepare(actor: Actor, pkg: Package) {
    return (
      actor.can('buyback_item_send') &&
      KIND_OF_MODULE[actor.module] === pkg.kind &&
      actor.organization?.id === pkg.originId
    )
  }

  /** An item goes in only from where the package leaves: the store it was bought at, the workshop it is in. */
  addItem(actor: Actor, pkg: Package, item: Pick<Candidate, 'storeId' | 'warehouseId'>) {
    if (!this.prepare(actor, pkg)) return false
    return (pkg.kind === 'to_workshop' ? item.storeId : item.warehouseId) === pkg.originId
  }
}
