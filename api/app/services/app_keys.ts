import encryption from '@adonisjs/core/services/encryption'
import { Encryption } from '@adonisjs/core/encryption'
import type { Request } from '@adonisjs/core/http'
import { settings } from '#config/settings'

/**
 * The app key and the keys it replaced. Everything is encrypted and signed with `APP_KEY`; what was encrypted
 * or signed under a key listed in `APP_KEY_PREVIOUS` still reads, so that rotating the key ends no link, token
 * or stored secret. `node ace app-key:reencrypt` moves the stored secrets to the current key; the purchase
 * register, which nobody may rewrite, keeps needing the previous key for the entries written under it.
 */
let previousKeys: { of: readonly string[]; encryptions: Encryption[] } = { of: [], encryptions: [] }

/** The previous keys' encryptions, made again only when the setting's list is another one. */
function previousEncryptions() {
  if (previousKeys.of !== settings.previousAppKeys) {
    const of = settings.previousAppKeys
    previousKeys = { of, encryptions: of.map((secret) => new Encryption({ secret })) }
  }
  return previousKeys.encryptions
}

/** The clear value of something encrypted under the current key or a previous one; null when none opens it. */
export function decrypt<T>(value: unknown, purpose?: string): T | null {
  const current = encryption.decrypt<T>(value, purpose)
  if (current !== null) return current
  for (const old of previousEncryptions()) {
    const opened = old.decrypt<T>(value, purpose)
    if (opened !== null) return opened
  }
  return null
}

/** Whether a stored value opens under the current key (else it was written under a previous one, or is not ours). */
export const underCurrentKey = (value: string) => encryption.decrypt(value) !== null

/** The payload of something signed with the current key or a previous one; null when tampered or expired. */
export function unsign<T>(value: string, purpose?: string): T | null {
  const current = encryption.verifier.unsign<T>(value, purpose)
  if (current !== null) return current
  for (const old of previousEncryptions()) {
    const opened = old.verifier.unsign<T>(value, purpose)
    if (opened !== null) return opened
  }
  return null
}

/**
 * Whether a request's URL carries a valid signature (router.makeSignedUrl), made with the current key or a
 * previous one: the previous ones are read as the framework reads its own (the URL without its `signature`).
 */
export function hasValidSignature(request: Request) {
  if (request.hasValidSignature()) return true
  if (!previousEncryptions().length) return false
  const [path, query = ''] = request.url(true).split('?')
  const params = query.split('&').filter(Boolean)
  const signature = params.find((param) => param.startsWith('signature='))
  if (!signature) return false
  const rest = params.filter((param) => param !== signature).join('&')
  const signed = unsign<string>(decodeURIComponent(signature.slice('signature='.length)))
  return signed !== null && signed === (rest ? `${path}?${rest}` : path)
}
