import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import Organization from '#models/organization'
import type { Actor } from '#services/actor'
import { tenancy } from '#services/tenancy/scopes'

export type EntityQuery = ModelQueryBuilderContract<typeof Organization, Record<string, any>>

/**
 * The tree order: each entity's own path (`path || id || '/'`) sorted as text reads as the tree, depth
 * first. It is kept beside the entity by triggers (migration 0101) and indexed by account, so that a page
 * walks that index and stops at the page; the ties (none: the path holds the id) go by the same index.
 */
export function inTreeOrder(query: EntityQuery, order: 'asc' | 'desc') {
  query
    .select('organizations.*')
    .join('organization_tree_order', (on) => {
      on.on('organization_tree_order.organization_id', 'organizations.id').andOn(
        'organization_tree_order.account_id',
        'organizations.account_id'
      )
    })
    .orderBy('organization_tree_order.tree_path', order)
  return 'organization_tree_order.organization_id'
}

/** The entities the caller sees; another account's are simply not there. */
export const visibleEntities = (actor: Actor) => tenancy.organizations(Organization.query(), actor)

/** An entity the caller may see; another account's is simply not found. */
export const visibleEntity = (actor: Actor, id: string | number) =>
  visibleEntities(actor).where('organizations.id', id).firstOrFail()
