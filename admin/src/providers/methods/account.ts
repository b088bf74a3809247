import type { NewPassword, PasswordLink } from '../../password/types'
import { getJson, segment, sendJson } from '../request'

// `silent`: the public pages (password, single sign-on) show every refusal in their form.
const passwordPath = (token: string) => `/password/new/${segment(token)}`

/** The calls made before a session exists: a new password, a single sign-on. */
export const accountMethods = {
  /** POST /api/password/renew: the same answer whatever the address. */
  askNewPassword: (email: string) => sendJson('/password/renew', { email }, { silent: true }),

  /** GET /api/password/new/:token: whether the e-mailed link can still be used. */
  readPasswordLink: (token: string) => getJson<PasswordLink>(passwordPath(token), { silent: true }),

  /** POST /api/password/new/:token: sets the password; 422 carries the field errors. */
  setNewPassword: (token: string, fields: NewPassword) =>
    sendJson<{ isPasswordCreation: boolean }>(passwordPath(token), fields, { silent: true }),

  /** Where the identity provider of this e-mail's domain signs the user in. */
  ssoAuthorizationUrl: (domain: string, bindingHash: string) =>
    getJson<{ url: string }>(`/open-id/authorization-url?${new URLSearchParams({ domain, bindingHash })}`, {
      silent: true,
    }),

  /** The identity provider's answer, accepted once: the organisation and the OpenID session to log in with. */
  openIdCallback: (answer: Record<string, unknown>) =>
    sendJson<{ organizationId: number; openidSessionId: string }>('/open-id/callback', answer, {
      silent: true,
    }),
}
