import { API_URL, downloadFile, httpClient } from './httpClient'
import { currentLocale } from './i18n'
import { getSession } from './session'

/**
 * The few ways the data provider's custom methods talk to the API, on top of httpClient (token, module,
 * language, error modals). `silent`: the screen shows a refusal itself (beside a field, in a dialog), so no
 * error modal opens for it.
 */
export interface CallOptions {
  silent?: boolean
  method?: string
}

/** The session's headers, for the few calls made with fetch itself (a HEAD, an image's bytes). */
export function authHeaders() {
  const headers = new Headers({ 'Accept-Language': currentLocale() })
  const session = getSession()
  if (session) {
    headers.set('Authorization', `Bearer ${session.token}`)
    headers.set('X-Module', session.currentModule)
  }
  return headers
}

/** One segment of a path, escaped (a scanned code may hold a slash). */
export const segment = (value: string | number) => encodeURIComponent(String(value))

export async function getJson<T>(path: string, { silent = false }: CallOptions = {}): Promise<T> {
  return (await httpClient<T>(`${API_URL}${path}`, { silent })).json
}

/** A JSON body (none when `body` is undefined), POST unless told otherwise. */
export async function sendJson<T>(
  path: string,
  body?: unknown,
  { method = 'POST', silent = false }: CallOptions = {}
): Promise<T> {
  const init = body === undefined ? {} : { body: JSON.stringify(body) }
  return (await httpClient<T>(`${API_URL}${path}`, { ...init, method, silent })).json
}

/** A multipart body (a file and its fields). */
export async function sendForm<T>(
  path: string,
  form: FormData,
  { method = 'POST', silent = false }: CallOptions = {}
): Promise<T> {
  return (await httpClient<T>(`${API_URL}${path}`, { method, body: form, silent })).json
}

/** A file the API streams, saved by the browser under the name the server gives; refusals in the modal. */
export const download = (path: string, fallbackName: string, method: 'GET' | 'POST' = 'GET') =>
  downloadFile(`${API_URL}${path}`, fallbackName, method)
