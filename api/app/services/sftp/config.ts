import env from '#start/env'
import { apiPath, settings } from '#config/settings'

/**
 * The SFTP drop's settings (.env.example): on with `npm start` at SFTP_HOST:SFTP_PORT (default the API's
 * host, port 2222), off in tests (they start their own server on a free port) or with SFTP_ENABLED=false.
 */
export function sftpSettings() {
  return {
    enabled: env.get('SFTP_ENABLED', !settings.isTest),
    host: env.get('SFTP_HOST', settings.host),
    port: env.get('SFTP_PORT', 2222),
    hostKeyPath: apiPath('tmp/sftp/ssh_host_ed25519_key'),
  }
}

/**
 * What one access may hold at once (in each API process): an uploading client needs one session and one
 * file (two with a folder listing); a few more leave room for a retry while a dead connection times out.
 * A connection without any request for `idleTimeoutMs` (logging in included) is closed.
 */
export const SFTP_LIMITS = {
  sessionsPerAccess: 3,
  handlesPerAccess: 4,
  idleTimeoutMs: 5 * 60 * 1000,
}
