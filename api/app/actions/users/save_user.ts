import hash from '@adonisjs/core/services/hash'
import User from '#models/user'
import BusinessError from '#exceptions/business_error'
import type { Actor } from '#services/actor'

export interface UserFields {
  email?: string
  firstname?: string
  lastname?: string
  status?: 'active' | 'inactive'
  password?: string
}

/** Creates a user in the caller's account. */
export async function createUser(
  actor: Actor,
  fields: Required<Pick<UserFields, 'email' | 'firstname' | 'lastname' | 'password'>> & UserFields
) {
  return User.create({
    accountId: actor.accountId,
    email: fields.email,
    firstname: fields.firstname,
    lastname: fields.lastname,
    status: fields.status ?? 'active',
    password: fields.password,
    forceConnectionBySso: false,
    isAnonymous: false,
  })
}

/**
 * Updates a user the caller may see. A new password must differ from the current one (part 2 §5), and a
 * caller cannot deactivate themselves.
 */
export async function updateUser(actor: Actor, user: User, fields: UserFields) {
  if (fields.password && user.password && (await hash.verify(user.password, fields.password))) {
    throw new BusinessError('password_unchanged', 422)
  }
  if (fields.status === 'inactive' && user.id === actor.user.id) {
    throw new BusinessError('cannot_deactivate_self', 409)
  }
  user.merge(Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)))
  await user.save()
  return user
}

/** Part 2 §5 "User": only an inactive user can be deleted, and never oneself. */
export async function deleteUser(actor: Actor, user: User) {
  if (user.id === actor.user.id) throw new BusinessError('cannot_delete_self', 409)
  if (user.status !== 'inactive') throw new BusinessError('user_still_active', 409)
  await user.delete()
}
