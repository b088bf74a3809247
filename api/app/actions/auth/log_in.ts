import { DateTime } from 'luxon'
import User from '#models/user'
import BusinessError from '#exceptions/business_error'
import { resolveActor } from '#services/current_module'
import { checkLoginAllowed, clearLoginFailures, countLoginFailure } from '#services/auth/login_throttle'
import { loginFailures } from '#services/observability/metrics'

/**
 * Checks the credentials (argon2id, constant work for unknown e-mails), throttles repeated failures per account
 * and per address block (services/auth/login_throttle.ts), refuses inactive and SSO-only users, and opens a session in the last module used.
 */
export async function logIn(emailAddress: string, password: string, ip: string) {
  await checkLoginAllowed(emailAddress, ip)
  const found = await User.verifyCredentials(emailAddress, password).catch(async (error) => {
    loginFailures.inc()
    await countLoginFailure(emailAddress, ip)
    throw error
  })
  if (found.isAnonymous) {
    loginFailures.inc()
    await countLoginFailure(emailAddress, ip)
    throw new BusinessError('bad_credentials', 400)
  }
  await clearLoginFailures(emailAddress)
  const user = found

  if (user.status !== 'active') throw new BusinessError('user_inactive', 403)
  if (user.forceConnectionBySso) throw new BusinessError('sso_required', 403)
  return openBackOfficeSession(user)
}

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
