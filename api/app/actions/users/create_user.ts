import db from '@adonisjs/lucid/services/db'
import type { I18n } from '@adonisjs/i18n'
import User from '#models/user'
import type { Actor } from '#services/actor'
import { queuePasswordLink } from '#actions/auth/password_links'
import { type NewUserFields, checkFields, replaceModules } from '#actions/users/user_fields'

/**
 * Creates a user of `accountId` with its modules, in one transaction. Its password is the one typed
 * (`passwordMode: password`) or none until the person sets it from the e-mailed invitation (`invitation`).
 */
export async function createUser(actor: Actor, accountId: number, fields: NewUserFields, i18n: I18n) {
  await checkFields(actor, accountId, fields, false, i18n)
  const invited = fields.passwordMode === 'invitation'
  return db.transaction(async (trx) => {
    const user = await User.create(
      {
        accountId,
        email: fields.email,
        firstname: fields.firstname,
        lastname: fields.lastname,
        status: fields.status ?? 'active',
        password: invited ? null : fields.password,
        forceConnectionBySso: fields.forceConnectionBySso ?? false,
        isAnonymous: false,
        locale: fields.locale ?? null,
      },
      { client: trx }
    )
    await replaceModules(user, fields.modules)
    // The invitation to create their own password leaves only if the user commits.
    if (invited) await queuePasswordLink(user.id, 'invitation', trx)
    return user
  })
}
