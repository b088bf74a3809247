import { errors } from '@vinejs/vine'
import type { I18n } from '@adonisjs/i18n'
import Organization from '#models/organization'
import type { Actor } from '#services/actor'
import { tenancy } from '#services/tenancy/scopes'
import { parentEntityType } from '#domain/user_roles'
import { userTypesOf } from '#permissions/table'
import type { ModuleType } from '#permissions/names'
import { type ModuleChoice, modulesOfAccount, canGiveRole } from '#actions/users/shared'

/**
 * Part 2 §5 "User" and §6 on the modules given to a user of `accountId`: each module once and held by the
 * account, a role of that module the caller may give (admin needs assign_admin, super admin a super admin),
 * and a parent entity of the account, within the caller's scope, of the type the role calls for. Answers 422
 * with a translated message on each faulty field (`modules.<n>.<field>`).
 */
export async function checkUserModules(actor: Actor, accountId: number, choices: ModuleChoice[], i18n: I18n) {
  const held = await modulesOfAccount(actor, accountId)
  const messages: Record<string, string> = {}
  const fail = (index: number, field: string, rule: string) => {
    messages[`modules.${index}.${field}`] ??= i18n.t(`validator.shared.messages.${rule}`)
  }
  const seen = new Set<ModuleType>()

  for (const [index, choice] of choices.entries()) {
    if (seen.has(choice.module)) fail(index, 'module', 'moduleTwice')
    seen.add(choice.module)
    if (!held.has(choice.module)) {
      fail(index, 'module', 'moduleNotHeld')
      continue
    }
    if (!userTypesOf(choice.module).includes(choice.role)) {
      fail(index, 'role', 'roleNotInModule')
      continue
    }
    if (!canGiveRole(actor, choice.role)) {
      fail(index, 'role', 'roleNotAssignable')
      continue
    }
    const type = parentEntityType(choice.module, choice.role)
    if (type === null) {
      if (choice.organizationId) fail(index, 'organizationId', 'parentEntityNone')
      continue
    }
    if (!choice.organizationId) {
      // An account administrator sees the whole account: a new client's first one has no tree to sit on yet.
      if (choice.role !== 'admin') fail(index, 'organizationId', 'parentEntityRequired')
      continue
    }
    const entity = await tenancy
      .organizations(Organization.query(), actor)
      .where('organizations.id', choice.organizationId)
      .where('organizations.account_id', accountId)
      .first()
    if (!entity) fail(index, 'organizationId', 'database.exists')
    else if (entity.type !== type) fail(index, 'organizationId', `parentEntity.${type}`)
    else if (entity.status !== 'active') fail(index, 'organizationId', 'parentEntityInactive')
  }
  if (Object.keys(messages).length) throw new errors.E_VALIDATION_ERROR(messages)
}
