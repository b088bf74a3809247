import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type { Actor } from '#services/actor'
import type User from '#models/user'
import type { UserType } from '#permissions/names'

/**
 * The one place where DESIGN.md §2 visibility is decided. Controllers never filter by account or entity by
 * hand: they start every query from a scope here.
 *
 * - a super admin sees every account;
 * - an account admin, a root-unit role and a buyer manager see their whole account;
 * - every other role sees what hangs under its parent entity (its store, the stores below its management
 *   unit, its warehouse).
 */
const ACCOUNT_WIDE: UserType[] = [
  'admin',
  'root_management_unit_manager',
  'root_management_unit_analyst',
  'buyer_manager',
]

export type Visibility =
  | { kind: 'everything' }
  | { kind: 'account'; accountId: number }
  | { kind: 'subtree'; accountId: number; pathPrefix: string }
  | { kind: 'nothing' }

export function visibilityOf(actor: Actor): Visibility {
  if (actor.isSuperAdmin) return { kind: 'everything' }
  if (ACCOUNT_WIDE.includes(actor.role)) return { kind: 'account', accountId: actor.accountId }
  if (!actor.organization) return { kind: 'nothing' }
  return {
    kind: 'subtree',
    accountId: actor.accountId,
    pathPrefix: `${actor.organization.path}${actor.organization.id}/`,
  }
}

/** Users the actor may see: a user is below an entity when one of its modules hangs there. */
export function scopeUsers(query: ModelQueryBuilderContract<typeof User>, actor: Actor) {
  const visibility = visibilityOf(actor)
  query.where('users.is_anonymous', false)
  switch (visibility.kind) {
    case 'everything':
      return query
    case 'account':
      return query.where('users.account_id', visibility.accountId)
    case 'subtree':
      return query.where('users.account_id', visibility.accountId).whereExists((sub) => {
        sub
          .from('user_modules')
          .join('organizations', 'organizations.id', 'user_modules.organization_id')
          .whereColumn('user_modules.user_id', 'users.id')
          .where((tree) => {
            tree
              .where('organizations.id', actor.organization!.id)
              .orWhere('organizations.path', 'like', `${visibility.pathPrefix}%`)
          })
      })
    case 'nothing':
      return query.whereRaw('1 = 0')
  }
}
