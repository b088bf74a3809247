import type { Actor } from '#services/actor'
import type { UserType } from '#permissions/names'

/**
 * DESIGN.md §2 visibility, decided once from the caller's role, module and parent entity:
 * - a super admin sees every account;
 * - in the buyer module, a buyer sees what its account buys;
 * - in the workshop module, an account-wide role sees its account's workshops, a warehouse role its own;
 * - otherwise an account admin, a root-unit role sees the whole account, and every other role what hangs
 *   under its parent entity (its store, the stores below its management unit).
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
  | { kind: 'buyer'; accountId: number }
  | { kind: 'workshops'; accountId: number }
  | { kind: 'subtree'; accountId: number; organizationId: number; pathPrefix: string }
  | { kind: 'nothing' }

export function visibilityOf(actor: Actor): Visibility {
  if (actor.isSuperAdmin) return { kind: 'everything' }
  const accountId = actor.accountId
  const accountWide = ACCOUNT_WIDE.includes(actor.role)
  if (actor.module === 'lcm') return { kind: 'buyer', accountId }
  if (actor.module === 'rps' && accountWide) return { kind: 'workshops', accountId }
  if (accountWide) return { kind: 'account', accountId }
  if (!actor.organization) return { kind: 'nothing' }
  return {
    kind: 'subtree',
    accountId,
    organizationId: actor.organization.id,
    pathPrefix: `${actor.organization.path}${actor.organization.id}/`,
  }
}
