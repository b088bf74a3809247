import limiter from '@adonisjs/limiter/services/main'
import { authenticate } from '#services/sftp/accesses'
import { settings } from '#config/settings'

class LoginRefused extends Error {}

/**
 * An SFTP login, throttled as the back office's (actions/auth/log_in.ts): LOGIN_MAX_ATTEMPTS failures for
 * one user name from one address block it for LOGIN_BLOCK_WINDOW, during which the password is not even
 * checked. Answers the access, or null (wrong user name or password, inactive access, blocked).
 */
export async function logInSftp(username: string, password: string, ip: string) {
  const loginLimiter = limiter.use({
    requests: settings.loginMaxAttempts,
    duration: settings.loginBlockWindow,
    blockDuration: settings.loginBlockWindow,
  })
  try {
    const [blocked, access] = await loginLimiter.penalize(`sftp_login_${username}_${ip}`, async () => {
      const found = await authenticate(username, password)
      if (!found) throw new LoginRefused()
      return found
    })
    return blocked ? null : access
  } catch (error) {
    if (error instanceof LoginRefused) return null
    throw error
  }
}
