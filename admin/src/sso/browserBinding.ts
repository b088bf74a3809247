/**
 * The secret that binds a single sign-on attempt to this tab (against login CSRF): made here,
 * kept in sessionStorage (this origin and this tab only, where the provider sends the browser back), its
 * SHA-256 sent when the sign-in starts, the secret itself with the provider's answer. Why not a cookie:
 * see api/app/services/openid/browser_binding.ts.
 */
const KEY = 'reprise.sso.binding'

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

/** A new secret for the sign-in this tab starts (replacing any earlier one); answers its hash. */
export async function bindNewSignIn(): Promise<string> {
  const secret = base64url(crypto.getRandomValues(new Uint8Array(32)))
  sessionStorage.setItem(KEY, secret)
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(secret))
  return base64url(new Uint8Array(digest))
}

/** The secret of the sign-in this tab started, if any; read once (an answer is accepted a single time). */
export function takeSignInSecret(): string | undefined {
  const secret = sessionStorage.getItem(KEY) ?? undefined
  sessionStorage.removeItem(KEY)
  return secret
}
