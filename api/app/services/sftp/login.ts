import limiter from '@adonisjs/limiter/services/main'
import { authenticate } from '#services/sftp/accesses'
import { settings } from '#config/settings'

class LoginRefused extends Error {}

export const sftpLoginLimiter = () =>
  limiter.use({
    requests: settings.loginMaxAttempts,
    duration: settings.loginBlockWindow,
    blockDuration: settings.loginBlockWindow,
  })

/** The failures counted together: one user name from one address, as the back office counts. */
export const sftpLoginKey = (username: string, ip: string) => `sftp_login_${username}_${ip}`

/**
 * An SFTP login, throttled as the back office's (actions/auth/log_in.ts): LOGIN_MAX_ATTEMPTS failures for
 * one user name from one address block it for LOGIN_BLOCK_WINDOW, during which the password is not even
 * checked. Answers the access, or null (wrong user name or password, inactive access, blocked).
 */
export async function logInSftp(username: string, password: string, ip: string) {
  try {
    const [blocked, access] = await sftpLoginLimiter().penalize(sftpLoginKey(username, ip), async () => {
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
