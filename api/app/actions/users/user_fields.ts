import { errors } from '@vinejs/vine'
import type { I18n } from '@adonisjs/i18n'
import User from '#models/user'
import UserModule from '#models/user_module'
import type { Actor } from '#services/actor'
import { checkUserModules } from '#actions/users/check_user_modules'
import { type ModuleChoice } from '#actions/users/shared'

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
export function checkSsoField(actor: Actor, fields: UserFields, current: boolean, i18n: I18n) {
  const value = fields.forceConnectionBySso
  if (value === undefined || value === current || actor.can('sso_force_field')) return
  throw new errors.E_VALIDATION_ERROR({
    forceConnectionBySso: i18n.t('validator.shared.messages.ssoForceField'),
  })
}

export async function checkFields(
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
export async function replaceModules(user: User, choices: ModuleChoice[]) {
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
