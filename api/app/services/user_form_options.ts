import Organization from '#models/organization'
import type { Actor } from '#services/actor'
import { tenancy } from '#services/tenancy/scopes'
import { parentEntityType } from '#domain/user_roles'
import { userTypesOf } from '#permissions/table'
import { canGiveRole, modulesOfAccount } from '#actions/users/shared'

/**
 * What the user form offers the caller (GET /api/users/form-options, `?accountId=` for a super admin acting
 * for a client): the modules of the account, in each
 * the roles it may give with the entity type each role needs, and the active entities it may choose from.
 * The server checks the same rules again on save (actions/users/check_user_modules.ts).
 */
export async function userFormOptions(actor: Actor, accountId = actor.accountId) {
  const modules = [...(await modulesOfAccount(actor, accountId))]
  const entities = await tenancy
    .organizations(Organization.query(), actor)
    .where('organizations.account_id', accountId)
    .where('organizations.status', 'active')
    .orderBy('organizations.common_name')
  return {
    modules: modules.map((module) => ({
      module,
      roles: userTypesOf(module)
        .filter((role) => canGiveRole(actor, role))
        .map((role) => ({ role, entityType: parentEntityType(module, role) })),
    })),
    entities: entities.map((entity) => ({
      id: entity.id,
      commonName: entity.commonName,
      type: entity.type,
    })),
  }
}
