import { settings } from '#config/settings'

/**
 * Sets OUTBOUND_ALLOWED_HOSTS while the application runs (bin/test.ts allows 127.0.0.1 for the whole
 * suite) and returns what puts it back, usable as a Japa cleanup: `group.each.setup(() => allowOutbound(''))`.
 */
export function allowOutbound(hosts: string) {
  const outbound = settings.outbound as { allowedHosts: string }
  const before = outbound.allowedHosts
  outbound.allowedHosts = hosts
  return () => {
    outbound.allowedHosts = before
  }
}
