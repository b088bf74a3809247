import { API_URL, httpClient } from '../providers/httpClient'

export interface PasswordLink {
  valid: true
  email: string
  isPasswordCreation: boolean
}

export interface NewPassword {
  password: string
  passwordConfirmation: string
  eulaAccepted?: boolean
  privacyAccepted?: boolean
}

const path = (token: string) => `${API_URL}/password/new/${encodeURIComponent(token)}`

/** POST /api/password/renew: the same answer whatever the address. */
export const askNewPassword = (email: string) =>
  httpClient(`${API_URL}/password/renew`, {
    method: 'POST',
    body: JSON.stringify({ email }),
    silent: true,
  })

/** GET /api/password/new/:token: whether the e-mailed link can still be used. */
export const readPasswordLink = async (token: string) =>
  (await httpClient<PasswordLink>(path(token), { silent: true })).json

/** POST /api/password/new/:token: sets the password; 422 carries the field errors. */
export const setNewPassword = (token: string, fields: NewPassword) =>
  httpClient<{ isPasswordCreation: boolean }>(path(token), {
    method: 'POST',
    body: JSON.stringify(fields),
    silent: true,
  })

/** The field errors of a 422, or the refusal's message. */
export function failureOf(failure: unknown) {
  const body = (failure as { body?: { errors?: Record<string, string>; message?: string } } | null)?.body
  return { errors: body?.errors ?? {}, message: body?.message }
}
