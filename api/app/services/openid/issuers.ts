import { createHash } from 'node:crypto'
import * as oidc from 'openid-client'
import { guardedFetch } from '#services/outbound/guard'

export interface IssuerSettings {
  issuer: string
  clientId: string
  clientSecret: string | null
}

/** Discovery answers are kept this long; a failed discovery is never kept. */
const CACHE_MS = 10 * 60 * 1000
/** Seconds given to the provider for each call (discovery, token, keys). */
const TIMEOUT_SECONDS = 5

const cache = new Map<string, { expiresAt: number; configuration: Promise<oidc.Configuration> }>()

/** Plain http is only accepted for a provider on this machine (tests, a local development provider). */
export function isLoopback(url: URL) {
  return ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)
}

/**
 * The provider's metadata and keys (OpenID discovery), checked by openid-client: the discovered issuer
 * must be the configured one. Cached per issuer and client for ten minutes. Every call to the provider
 * (discovery, token, keys, user info) goes through the outbound guard (services/outbound/guard.ts): an
 * issuer that is not a public address is refused with `invalid_address` (`isOutboundRefusal`).
 */
export function issuerConfiguration(settings: IssuerSettings): Promise<oidc.Configuration> {
  const key = createHash('sha256')
    .update(JSON.stringify([settings.issuer, settings.clientId, settings.clientSecret]))
    .digest('hex')
  const cached = cache.get(key)
  if (cached && cached.expiresAt > Date.now()) return cached.configuration

  const url = new URL(settings.issuer)
  const configuration = oidc
    .discovery(
      url,
      settings.clientId,
      { client_secret: settings.clientSecret ?? undefined },
      settings.clientSecret ? oidc.ClientSecretBasic(settings.clientSecret) : oidc.None(),
      {
        timeout: TIMEOUT_SECONDS,
        [oidc.customFetch]: guardedFetch,
        execute: url.protocol === 'http:' && isLoopback(url) ? [oidc.allowInsecureRequests] : [],
      }
    )
    .then((found) => {
      found.timeout = TIMEOUT_SECONDS
      return found
    })
  cache.set(key, { expiresAt: Date.now() + CACHE_MS, configuration })
  configuration.catch(() => cache.delete(key))
  return configuration
}

/** The provider's logout page (RP-initiated logout), when it has one. */
export async function endSessionUrl(settings: IssuerSettings, idToken: string, postLogoutUrl: string) {
  const configuration = await issuerConfiguration(settings)
  if (!configuration.serverMetadata().end_session_endpoint) return null
  return oidc.buildEndSessionUrl(configuration, {
    id_token_hint: idToken,
    post_logout_redirect_uri: postLogoutUrl,
  }).href
}
