import Organization from '#models/organization'
import WarehouseDispatchRule from '#models/warehouse_dispatch_rule'
import type { Actor } from '#services/actor'
import { tenancy } from '#services/tenancy/scopes'
import { PARENT_TYPES, type OrganizationType } from '#domain/entity_tree'
import { inTreeOrder, visibleEntities, visibleEntity } from '#queries/entities/tree_order'

/** Every entity the caller sees, in tree order. */
export async function entityTree(actor: Actor) {
  const query = visibleEntities(actor)
  inTreeOrder(query, 'asc')
  return query
}

/** The top of the caller's tree (its account's root entity). */
export async function entityRoot(actor: Actor) {
  const query = visibleEntities(actor)
  inTreeOrder(query, 'asc')
  return query.firstOrFail()
}

/**
 * The entities the caller sees that an entity of `type` may hang under (domain/entity_tree.ts); for an
 * entity that moves (`id`), neither itself nor what is under it.
 */
export async function availableParents(actor: Actor, type: OrganizationType, id?: number) {
  const query = visibleEntities(actor).whereIn('organizations.type', [...PARENT_TYPES[type]])
  if (id) {
    const moved = await visibleEntity(actor, id)
    query
      .whereNot('organizations.id', moved.id)
      .whereNot('organizations.path', 'like', `${moved.path}${moved.id}/%`)
  }
  inTreeOrder(query, 'asc')
  return query
}

/**
 * The workshops the caller's account sends items to, as its enabled warehouse dispatch rules name them
 * (services/warehouse_dispatch.ts reads the same rules).
 */
export async function connectedWarehouses(actor: Actor) {
  const rules = await tenancy
    .owned(WarehouseDispatchRule.query(), actor)
    .where('status', 'enabled')
    .preload('warehouses')
  const ids = new Set<number>()
  for (const rule of rules) {
    if (rule.defaultWarehouseId) ids.add(rule.defaultWarehouseId)
    for (const warehouse of rule.warehouses) ids.add(warehouse.id)
  }
  return Organization.query()
    .whereIn('id', [...ids])
    .where('type', 'warehouse')
    .orderBy('common_name')
}

/** An organisation of the storefront caller's own account; another's is not found. */
export const storefrontEntity = (accountId: number, id: string | number) =>
  Organization.query().where('id', id).where('account_id', accountId).firstOrFail()
