import { DateTime } from 'luxon'
import User from '#models/user'
import BusinessError from '#exceptions/business_error'
import { resolveActor } from '#services/current_module'

/**
 * A signed-in user (by password or by their organisation's provider) gets a token in the last module they
 * used, unless that module grants nothing (part 2 §6: a user with an empty permission set is logged out).
 */
export async function openBackOfficeSession(user: User) {
  if (user.status !== 'active') throw new BusinessError('user_inactive', 403)
  const actor = await resolveActor(user)
  if (actor.permissions.size === 0) throw new BusinessError('no_permission', 403)

  user.lastLoginAt = DateTime.now()
  user.lastModule = actor.module
  await user.save()
  const token = await User.accessTokens.create(user, ['*'], { name: 'back-office' })
  return { actor, token: token.value!.release(), tokenId: Number(token.identifier) }
}
