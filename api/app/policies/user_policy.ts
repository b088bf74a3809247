import type User from '#models/user'
import AppPolicy from '#policies/app_policy'
import { canGiveRole } from '#actions/users/shared'
import type { Actor } from '#services/actor'

/**
 * Who may change a user the caller sees (the tenancy scope loaded it): a user holding a role the caller
 * could not give (an admin without assign_admin, a super admin) is not the caller's to edit or delete.
 */
export default class UserPolicy extends AppPolicy {
  edit(actor: Actor, user: User) {
    return actor.can('user_update') && this.#rolesGivenBy(actor, user)
  }

  delete(actor: Actor, user: User) {
    return actor.can('user_update') && this.#rolesGivenBy(actor, user)
  }

  #rolesGivenBy(actor: Actor, user: User) {
    return (user.modules ?? []).every((module) => canGiveRole(actor, module.role))
  }
}
