import hash from '@adonisjs/core/services/hash'
import db from '@adonisjs/lucid/services/db'
import type { I18n } from '@adonisjs/i18n'
import User from '#models/user'
import BusinessError from '#exceptions/business_error'
import type { Actor } from '#services/actor'
import { bouncerOf } from '#policies/main'
import { saveUserEndingSessions, type AuthUser } from '#services/auth/sessions'
import { type UserFields, checkFields, replaceModules } from '#actions/users/user_fields'

/**
 * Updates a user the caller may see, and its modules when given. A new password must differ from the
 * current one (part 2 §5), and a caller cannot deactivate themselves.
 */
export async function updateUser(actor: Actor, user: User, fields: UserFields, i18n: I18n) {
  await user.load('modules')
  await bouncerOf(actor).with('UserPolicy').authorize('edit', user)
  if (fields.password && user.password && (await hash.verify(user.password, fields.password))) {
    throw new BusinessError('password_unchanged', 422)
  }
  if (fields.status === 'inactive' && user.id === actor.user.id) {
    throw new BusinessError('cannot_deactivate_self', 409)
  }
  await checkFields(actor, user.accountId, fields, user.forceConnectionBySso, i18n)
  const { modules, ...columns } = fields
  delete columns.passwordMode
  await db.transaction(async (trx) => {
    user.useTransaction(trx)
    user.merge(Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined)))
    if (modules) await replaceModules(user, modules)
    // Someone changing their own password keeps the session they made the change from.
    const session = (actor.user as Partial<Pick<AuthUser, 'currentAccessToken'>>).currentAccessToken
    const keep = user.id === actor.user.id ? session?.identifier : undefined
    await saveUserEndingSessions(user, { keep, modulesLeft: modules?.length })
  })
  return user
}
