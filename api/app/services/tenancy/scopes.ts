import db from '@adonisjs/lucid/services/db'
import type { LucidModel, ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type { Actor } from '#services/actor'
import { visibilityOf } from '#services/tenancy/visibility'
import { keptWhileEntitiesHold } from '#services/tenancy/kept_by_entities'
import {
  buybackConditions,
  inSubtree,
  itemConditions,
  packageConditions,
  warehousesOf,
  type Where,
} from '#services/tenancy/conditions'

type Query = ModelQueryBuilderContract<LucidModel, any>

/**
 * The categories an actor sees, all it depends on: every account's, none, or one account's as their owner
 * or as their buyer. Actors that agree on it see the same categories (the tree cache is keyed by it).
 */
export type CategoriesSeen =
  { kind: 'everything' } | { kind: 'nothing' } | { kind: 'owner' | 'buyer'; accountId: number }

export function categoriesSeenBy(actor: Actor): CategoriesSeen {
  const visibility = visibilityOf(actor)
  if (visibility.kind === 'everything' || visibility.kind === 'nothing') return { kind: visibility.kind }
  return { kind: visibility.kind === 'buyer' ? 'buyer' : 'owner', accountId: visibility.accountId }
}

/**
 * What an actor sees of categories when a request names an account (`accountId`, already checked by
 * services/tenancy/target_account.ts): a super admin acting for a client sees that client's, as its owner
 * would; anyone else sees what `categoriesSeenBy` says.
 */
export function categoriesSeenFor(actor: Actor, namedAccountId: number | null): CategoriesSeen {
  return actor.isSuperAdmin && namedAccountId !== null
    ? { kind: 'owner', accountId: namedAccountId }
    : categoriesSeenBy(actor)
}

/** `tenancy.categories` for what an actor sees, once `categoriesSeenBy` said it. */
export function categoriesScope<Q extends Query>(query: Q, seen: CategoriesSeen): Q {
  if (seen.kind === 'everything') return query
  if (seen.kind === 'nothing') return query.whereRaw('1 = 0')
  const column = seen.kind === 'buyer' ? 'buyer_account_id' : 'account_id'
  return query.where(`categories.${column}`, seen.accountId)
}

/**
 * The one query scope of DESIGN.md §2. Every list, show, update, delete and export starts from one of
 * these; no controller filters by account or entity by hand. Records outside the scope are simply not
 * found (404), never "forbidden", so that their existence does not leak.
 */
export const tenancy = {
  /** Users: a user is below an entity when one of its modules hangs there. */
  users<Q extends Query>(query: Q, actor: Actor): Q {
    const visibility = visibilityOf(actor)
    query.where('users.is_anonymous', false)
    if (visibility.kind === 'everything') return query
    if (visibility.kind === 'nothing') return query.whereRaw('1 = 0')
    query.where('users.account_id', visibility.accountId)
    if (visibility.kind === 'subtree') {
      query.whereIn('users.id', (sub) => {
        sub.from('user_modules').select('user_id')
        inSubtree(sub, visibility, 'user_modules.organization_id')
      })
    }
    return query
  },

  /** Entities of the organisation tree. */
  organizations<Q extends Query>(query: Q, actor: Actor): Q {
    const visibility = visibilityOf(actor)
    if (visibility.kind === 'everything') return query
    if (visibility.kind === 'nothing') return query.whereRaw('1 = 0')
    query.where('organizations.account_id', visibility.accountId)
    if (visibility.kind === 'subtree') inSubtree(query, visibility, 'organizations.id')
    return query
  },

  /**
   * Settings and set-up an account owns (circuits, payment modes, stocks, refurb steps, connectors…):
   * every role of the account sees them; what it may change is a matter of permissions.
   */
  owned<Q extends Query>(query: Q, actor: Actor, column = `${query.model.table}.account_id`): Q {
    const visibility = visibilityOf(actor)
    if (visibility.kind === 'everything') return query
    if (visibility.kind === 'nothing') return query.whereRaw('1 = 0')
    return query.where(column, visibility.accountId)
  },

  /**
   * Stocks: the account's; a workshop's own people see the shared stocks (no workshop) and those of their
   * workshop, never another site's shelf.
   */
  stocks<Q extends Query>(query: Q, actor: Actor): Q {
    const visibility = visibilityOf(actor)
    tenancy.owned(query, actor, 'stocks.account_id')
    if (visibility.kind !== 'subtree') return query
    return query.where((either) => {
      either
        .whereNull('stocks.warehouse_id')
        .orWhere((own) => inSubtree(own, visibility, 'stocks.warehouse_id'))
    })
  },

  /**
   * A workshop role's workshops, read once (null for other roles) and kept while no entity changes
   * (services/tenancy/kept_by_entities.ts), for `items(query, actor, workshopIds)`:
   * `destination_warehouse_id IN (5)` lets the database walk the (destination workshop, stock entry) index
   * in a list's order and stop at the page, where `IN (subquery)` made it sort every item of the workshop.
   */
  async ownWorkshopIds(actor: Actor): Promise<number[] | null> {
    const visibility = visibilityOf(actor)
    if (visibility.kind !== 'workshops' && !(visibility.kind === 'subtree' && actor.module === 'rps')) {
      return null
    }
    const seen =
      visibility.kind === 'subtree' ? `subtree ${visibility.pathPrefix}` : `account ${visibility.accountId}`
    return keptWhileEntitiesHold(actor, `workshops of ${seen}`, async () => {
      const workshops = db.from('organizations').select('organizations.id')
      if (visibility.kind === 'subtree') inSubtree(workshops, visibility, 'organizations.id')
      else warehousesOf(workshops, visibility.accountId, 'organizations.id')
      return (await workshops).map((row: { id: number }) => Number(row.id))
    })
  },

  /**
   * The items condition on a plain query of `items` (a subquery, an aggregate), as `items()` applies it,
   * with the workshops `ownWorkshopIds` read given as values.
   */
  itemRows<Q extends Where>(query: Q, actor: Actor, workshopIds: number[] | null = null): Q {
    if (workshopIds) query.whereIn('items.destination_warehouse_id', workshopIds)
    else itemConditions(query, actor)
    return query
  },

  /** Catalogue categories: the retailer's own, or for a buyer those it buys (`categoriesSeenBy`). */
  categories<Q extends Query>(query: Q, actor: Actor): Q {
    return categoriesScope(query, categoriesSeenBy(actor))
  },

  /** Products: the retailer's own, or for a buyer those of the categories it buys. */
  products<Q extends Query>(query: Q, actor: Actor): Q {
    const visibility = visibilityOf(actor)
    if (visibility.kind !== 'buyer') return tenancy.owned(query, actor, 'products.account_id')
    return query.whereIn('products.category_id', (sub) => {
      sub.from('categories').select('id').where('buyer_account_id', visibility.accountId)
    })
  },

  /** Buy-backs: by retailer account, store subtree, destination workshop or buyer. */
  buybacks<Q extends Query>(query: Q, actor: Actor): Q {
    buybackConditions(query, actor)
    return query
  },

  /**
   * Items: those of visible buy-backs; a workshop sees the items routed to it (its workshops given as
   * `ownWorkshopIds` read them, or read by a subquery).
   */
  items<Q extends Query>(query: Q, actor: Actor, workshopIds: number[] | null = null): Q {
    return tenancy.itemRows(query, actor, workshopIds)
  },

  /** Packages: those leaving or reaching the caller's entities; a buyer, those sent to it. */
  packages<Q extends Query>(query: Q, actor: Actor): Q {
    packageConditions(query, actor)
    return query
  },

  /** Transports: those of a visible buy-back, package or item. */
  transports<Q extends Query>(query: Q, actor: Actor): Q {
    const visibility = visibilityOf(actor)
    if (visibility.kind === 'everything') return query
    if (visibility.kind === 'nothing') return query.whereRaw('1 = 0')
    return query.where((visible) => {
      visible
        .whereIn('transports.buyback_id', (sub) => {
          sub.from('buybacks').select('id')
          buybackConditions(sub, actor)
        })
        .orWhereIn('transports.package_id', (sub) => {
          sub.from('packages').select('id')
          packageConditions(sub, actor)
        })
        .orWhereIn('transports.item_id', (sub) => {
          sub.from('items').select('id')
          itemConditions(sub, actor)
        })
    })
  },

  /**
   * Purchase register entries: an account-wide role sees its account's registers, a store or management-unit
   * role those of the entities below it (its store's); a workshop or a buyer none.
   */
  purchaseRegister<Q extends Query>(query: Q, actor: Actor): Q {
    const visibility = visibilityOf(actor)
    if (visibility.kind === 'everything') return query
    if (visibility.kind === 'account')
      return query.where('purchase_register.account_id', visibility.accountId)
    if (visibility.kind === 'subtree' && actor.module === 'tim') {
      inSubtree(query, visibility, 'purchase_register.organization_id')
      return query
    }
    return query.whereRaw('1 = 0')
  },

  /** Customers: account-wide roles see the account's; others only those of buy-backs they can see. */
  customers<Q extends Query>(query: Q, actor: Actor): Q {
    const visibility = visibilityOf(actor)
    if (visibility.kind === 'everything') return query
    if (visibility.kind === 'account') return query.where('customers.account_id', visibility.accountId)
    return query.whereIn('customers.id', (sub) => {
      sub.from('buybacks').select('customer_id')
      buybackConditions(sub, actor)
    })
  },
}
