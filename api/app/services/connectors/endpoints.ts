import { settings } from '#config/settings'

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]'])

/**
 * An address a connector may call: https only (part 2 §5, the estimation endpoint). The test suite stands
 * in for buyers and providers with plain HTTP servers on loopback, so only under NODE_ENV=test is
 * http://127.0.0.1 accepted too; no other environment ever calls a peer in clear.
 */
export function isAllowedEndpoint(value: string | null | undefined): value is string {
  if (!value) return false
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return false
  }
  if (url.protocol === 'https:') return true
  return settings.isTest && url.protocol === 'http:' && LOOPBACK.has(url.hostname)
}
