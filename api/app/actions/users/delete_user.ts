import User from '#models/user'
import BusinessError from '#exceptions/business_error'
import type { Actor } from '#services/actor'
import { bouncerOf } from '#policies/main'

/** Part 2 §5 "User": only an inactive user can be deleted, and never oneself. */
export async function deleteUser(actor: Actor, user: User) {
  await user.load('modules')
  await bouncerOf(actor).with('UserPolicy').authorize('delete', user)
  if (user.id === actor.user.id) throw new BusinessError('cannot_delete_self', 409)
  if (user.status !== 'inactive') throw new BusinessError('user_still_active', 409)
  await user.delete()
}
