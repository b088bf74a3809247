import DispatchCircuitRule from '#models/dispatch_circuit_rule'
import type { Actor } from '#services/actor'
import { tenancy } from '#services/tenancy/scopes'

/** The caller's account's rules, each with its circuit and its categories. */
export const rulesWithDetails = (actor: Actor) =>
  tenancy
    .owned(DispatchCircuitRule.query(), actor)
    .preload('circuit')
    .preload('categories', (query) => query.orderBy('label'))

/** One rule the caller sees; 404 otherwise. */
export const visibleDispatchCircuitRule = (actor: Actor, id: string | number) =>
  rulesWithDetails(actor).where('dispatch_circuit_rules.id', id).firstOrFail()
