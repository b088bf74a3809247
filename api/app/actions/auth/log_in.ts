import User from '#models/user'
import BusinessError from '#exceptions/business_error'
import { checkLoginAllowed, clearLoginFailures, countLoginFailure } from '#services/auth/login_throttle'
import { loginFailures } from '#services/observability/metrics'
import { openBackOfficeSession } from '#actions/auth/open_back_office_session'

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
