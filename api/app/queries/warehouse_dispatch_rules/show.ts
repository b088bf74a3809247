import WarehouseDispatchRule from '#models/warehouse_dispatch_rule'
import type { Actor } from '#services/actor'
import { tenancy } from '#services/tenancy/scopes'

/** The caller's account's rules, each with its conditions and its destination workshops. */
export const rulesWithDetails = (actor: Actor) =>
  tenancy
    .owned(WarehouseDispatchRule.query(), actor)
    .preload('conditions', (query) => query.orderBy('id'))
    .preload('warehouses', (query) => query.orderBy('common_name'))

/** One rule the caller sees; 404 otherwise. */
export const visibleWarehouseDispatchRule = (actor: Actor, id: string | number) =>
  rulesWithDetails(actor).where('warehouse_dispatch_rules.id', id).firstOrFail()
