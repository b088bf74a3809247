import Account from '#models/account'
import AccountModule from '#models/account_module'
import type { Actor } from '#services/actor'
import type { ModuleType, UserType } from '#permissions/names'

export interface ModuleChoice {
  module: ModuleType
  role: UserType
  organizationId?: number | null
}

/** Part 2 §6: making an admin needs assign_admin; a super admin, a super admin. */
export const canGiveRole = (actor: Actor, role: UserType) =>
  (role !== 'super_admin' || actor.isSuperAdmin) && (role !== 'admin' || actor.can('assign_admin'))

/**
 * The modules an account's users may hold; the platform's `root` only for a user of the platform account,
 * given by a super admin (a client's administrator never administers the platform).
 */
export async function modulesOfAccount(actor: Actor, accountId: number) {
  const held = new Set<ModuleType>(
    (await AccountModule.query().where('account_id', accountId)).map((row) => row.module)
  )
  held.delete('root')
  const account = actor.isSuperAdmin ? await Account.find(accountId) : null
  if (account?.isPlatform) held.add('root')
  return held
}
