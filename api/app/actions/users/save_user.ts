import hash from '@adonisjs/core/services/hash'
import db from '@adonisjs/lucid/services/db'
import { errors } from '@vinejs/vine'
import type { I18n } from '@adonisjs/i18n'
import User from '#models/user'
import UserModule from '#models/user_module'
import BusinessError from '#exceptions/business_error'
import type { Actor } from '#services/actor'
import { checkUserModules, type ModuleChoice } from '#actions/users/check_user_modules'
import { bouncerOf } from '#policies/main'
import { queuePasswordLink } from '#actions/auth/password_links'

export interface UserFields {
  email?: string
  firstname?: string
  lastname?: string
  status?: 'active' | 'inactive'
  password?: string
  passwordMode?: 'invitation' | 'password'
  locale?: string
  forceConnectionBySso?: boolean
  modules?: ModuleChoice[]
}

/**
 * Only holders of sso_force_field may change "force connection by SSO" (part 2 §6); the form of anyone
 * else sends the value as it was, which is not a change.
 */
function checkSsoField(actor: Actor, fields: UserFields, current: boolean, i18n: I18n) {
  const value = fields.forceConnectionBySso
  if (value === undefined || value === current || actor.can('sso_force_field')) return
  throw new errors.E_VALIDATION_ERROR({
    forceConnectionBySso: i18n.t('validator.shared.messages.ssoForceField'),
  })
}

async function checkFields(
  actor: Actor,
  accountId: number,
  fields: UserFields,
  current: boolean,
  i18n: I18n
) {
  checkSsoField(actor, fields, current, i18n)
  if (fields.modules) await checkUserModules(actor, accountId, fields.modules, i18n)
}

/** The user's modules become `choices`, in the user's transaction: never half a user. */
async function replaceModules(user: User, choices: ModuleChoice[]) {
  await UserModule.query({ client: user.$trx }).where('user_id', user.id).delete()
  await UserModule.createMany(
    choices.map((choice) => ({
      userId: user.id,
      module: choice.module,
      role: choice.role,
      organizationId: choice.organizationId ?? null,
    })),
    { client: user.$trx }
  )
  await user.load('modules')
}

export type NewUserFields = Required<
  Pick<UserFields, 'email' | 'firstname' | 'lastname' | 'passwordMode' | 'modules'>
> &
  UserFields

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
  const { modules, passwordMode: _mode, ...columns } = fields
  await db.transaction(async (trx) => {
    user.useTransaction(trx)
    user.merge(Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined)))
    await user.save()
    if (modules) await replaceModules(user, modules)
  })
  return user
}

/** Part 2 §5 "User": only an inactive user can be deleted, and never oneself. */
export async function deleteUser(actor: Actor, user: User) {
  await user.load('modules')
  await bouncerOf(actor).with('UserPolicy').authorize('delete', user)
  if (user.id === actor.user.id) throw new BusinessError('cannot_delete_self', 409)
  if (user.status !== 'inactive') throw new BusinessError('user_still_active', 409)
  await user.delete()
}
