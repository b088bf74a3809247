import type { Knex } from 'knex'
import type { Actor } from '#services/actor'
import { visibilityOf, type Visibility } from '#services/tenancy/visibility'

/*
 * The conditions of the query scopes (scopes.ts): which buy-backs, items and packages an actor's visibility
 * reaches, written once for Lucid's and Knex's builders.
 */

/** What the conditions need of a query builder; Lucid's and Knex's both have it. */
export interface Where {
  where(...args: any[]): unknown
  whereIn(column: string, values: ((sub: any) => void) | number[]): unknown
  whereRaw(sql: string): unknown
}

export type Subtree = Extract<Visibility, { kind: 'subtree' }>

/** Entities of the visible subtree: the parent entity itself and everything below it. */
export function inSubtree(query: Where, visibility: Subtree, column: string) {
  query.whereIn(column, (sub) => {
    sub
      .from('organizations')
      .select('id')
      .where('account_id', visibility.accountId)
      .where((tree: Knex.QueryBuilder) => {
        tree.where('id', visibility.organizationId).orWhere('path', 'like', `${visibility.pathPrefix}%`)
      })
  })
}

export function warehousesOf(query: Where, accountId: number, column: string) {
  query.whereIn(column, (sub) => {
    sub.from('organizations').select('id').where('account_id', accountId).where('type', 'warehouse')
  })
}

export function buybackConditions(query: Where, actor: Actor) {
  const visibility = visibilityOf(actor)
  switch (visibility.kind) {
    case 'everything':
      return
    case 'account':
      query.where('buybacks.account_id', visibility.accountId)
      return
    case 'buyer':
      query.where('buybacks.buyer_account_id', visibility.accountId)
      return
    case 'workshops':
      warehousesOf(query, visibility.accountId, 'buybacks.warehouse_id')
      return
    case 'subtree':
      if (actor.module === 'rps') {
        inSubtree(query, visibility, 'buybacks.warehouse_id')
        return
      }
      // A web buy-back pre-declared for a drop at any store waits for the store that takes it in: every
      // counter of the retailer finds it until then.
      query.where((scope: Knex.QueryBuilder) => {
        inSubtree(scope, visibility, 'buybacks.store_id')
        scope.orWhere((open) =>
          open
            .where('buybacks.account_id', visibility.accountId)
            .whereNull('buybacks.store_id')
            .where('buybacks.status', 'bb_awaiting_store_drop')
        )
      })
      return
    case 'nothing':
      query.whereRaw('1 = 0')
  }
}

export function itemConditions(query: Where, actor: Actor) {
  const visibility = visibilityOf(actor)
  switch (visibility.kind) {
    case 'everything':
      return
    case 'workshops':
      warehousesOf(query, visibility.accountId, 'items.destination_warehouse_id')
      return
    case 'subtree':
      inSubtree(
        query,
        visibility,
        actor.module === 'rps' ? 'items.destination_warehouse_id' : 'items.store_id'
      )
      return
    case 'nothing':
      query.whereRaw('1 = 0')
      return
    default:
      query.whereIn('items.buyback_id', (sub) => {
        sub.from('buybacks').select('id')
        buybackConditions(sub, actor)
      })
  }
}

export function packageConditions(query: Where, actor: Actor) {
  const visibility = visibilityOf(actor)
  switch (visibility.kind) {
    case 'everything':
      return
    case 'nothing':
      query.whereRaw('1 = 0')
      return
    case 'buyer':
      query.where('packages.destination_account_id', visibility.accountId)
      return
    case 'account':
    case 'workshops':
      query.where('packages.account_id', visibility.accountId)
      return
    case 'subtree':
      // A store's or a workshop's parcels, leaving or arriving.
      query.where((either: Knex.QueryBuilder) => {
        inSubtree(either, visibility, 'packages.origin_id')
        either.orWhere((arriving) => inSubtree(arriving, visibility, 'packages.destination_id'))
      })
  }
}
