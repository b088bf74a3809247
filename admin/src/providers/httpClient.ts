import { HttpError } from 'react-admin'
import { reportError } from './errorBus'
import { currentLocale } from './i18n'
import { waitForRetry } from './unavailable'
import { clearSession, getSession } from './session'

export const API_URL = '/api'

export interface HttpOptions extends RequestInit {
  /** Leave error display to the caller (login form): no error modal. */
  silent?: boolean
}

export interface HttpResponse<T = unknown> {
  status: number
  headers: Headers
  body: string
  json: T
}

/**
 * fetch for every API call: adds the bearer token, the current module and the interface language,
 * turns 422 answers into field errors react-admin puts on the form (error.body.errors) and feeds the
 * error modals with session expiries (401) and server, network or business failures. A 503 (the service
 * briefly unavailable) is not an error of the page: the call waits for the user's retry and is sent again.
 */
export async function httpClient<T = unknown>(
  url: string,
  options: HttpOptions = {}
): Promise<HttpResponse<T>> {
  const { silent = false, ...init } = options
  const headers = new Headers(init.headers)
  if (!headers.has('Accept')) headers.set('Accept', 'application/json')
  if (init.body && !(init.body instanceof FormData) && !headers.has('Content-Type')) {
    headers.set('Content-Type', 'application/json')
  }
  headers.set('Accept-Language', currentLocale())
  const session = getSession()
  if (session) {
    headers.set('Authorization', `Bearer ${session.token}`)
    headers.set('X-Module', session.currentModule)
  }

  let response: Response
  try {
    response = await fetch(url, { ...init, headers })
  } catch {
    if (!silent) reportError({ kind: 'server', messageKey: 'errors.network' })
    throw new HttpError('errors.network', 0, {})
  }

  const body = await response.text()
  const json = parseJson(body)
  if (response.ok) return { status: response.status, headers: response.headers, body, json: json as T }
  if (response.status === 503 && !silent) {
    await waitForRetry((json as { message?: string } | null)?.message, requestIdOf(response, json))
    return httpClient<T>(url, options)
  }

  throw toHttpError(response, json, silent)
}

/** The id of the request an error answered: its body's `requestId`, else the X-Request-Id header. */
function requestIdOf(response: Response, json: unknown): string | undefined {
  const fromBody = (json as { requestId?: unknown } | null)?.requestId
  return typeof fromBody === 'string' ? fromBody : (response.headers.get('X-Request-Id') ?? undefined)
}

function toHttpError(response: Response, json: unknown, silent: boolean): HttpError {
  const payload = (json ?? {}) as { code?: string; message?: string; errors?: Record<string, string> }
  if (response.status === 422) {
    // Field errors belong on the form, not in a modal; react-admin reads error.body.errors.
    if (payload.errors) return new HttpError('ra.message.invalid_form', 422, { errors: payload.errors })
    return new HttpError(payload.message || 'ra.message.invalid_form', 422, payload)
  }
  const message = payload.message || response.statusText || 'errors.generic'
  if (response.status === 403 && payload.code === 'no_permission' && getSession()) {
    // Part 2 §6: the permission set became empty, the server ended the session: back to login, saying why.
    clearSession()
    window.location.replace(`${import.meta.env.BASE_URL}login?reason=no_permission`)
    return new HttpError(message, response.status, payload)
  }
  if (silent) return silentError(new HttpError(message, response.status, payload))
  if (response.status === 401) reportError({ kind: 'unauthorized' })
  else
    reportError({
      kind: 'server',
      status: response.status,
      code: payload.code,
      message: payload.message,
      requestId: requestIdOf(response, json),
      // A refused access leaves nothing to do on the current page.
      goHome: response.status === 403,
    })
  return new HttpError(message, response.status, payload)
}

/**
 * A refusal the caller shows itself. Marked so that react-admin's data provider wrapper (useDataProvider
 * hands every failure to authProvider.checkError) does not open the reconnect modal for it either.
 */
const silentError = (error: HttpError) => Object.assign(error, { silent: true as const })

function parseJson(body: string): unknown {
  if (!body) return null
  try {
    return JSON.parse(body)
  } catch {
    return null
  }
}

/**
 * Downloads a file the API streams (a CSV export) with the session's token, and hands it to the browser
 * under the name the server gives. Errors go through the same modals as any call.
 */
export async function downloadFile(url: string, fallbackName: string, method: 'GET' | 'POST' = 'GET') {
  const session = getSession()
  const headers = new Headers({ 'Accept-Language': currentLocale() })
  if (session) {
    headers.set('Authorization', `Bearer ${session.token}`)
    headers.set('X-Module', session.currentModule)
  }
  let response: Response
  try {
    response = await fetch(url, { headers, method })
  } catch {
    reportError({ kind: 'server', messageKey: 'errors.network' })
    return
  }
  if (response.status === 503) {
    const answer = parseJson(await response.text())
    await waitForRetry((answer as { message?: string } | null)?.message, requestIdOf(response, answer))
    return downloadFile(url, fallbackName, method)
  }
  if (!response.ok) {
    throw toHttpError(response, parseJson(await response.text()), false)
  }
  const disposition = response.headers.get('Content-Disposition') ?? ''
  const encoded = disposition.match(/filename\*=UTF-8''([^;]+)/)?.[1]
  const name = encoded
    ? decodeURIComponent(encoded)
    : (disposition.match(/filename="([^"]+)"/)?.[1] ?? fallbackName)
  const link = document.createElement('a')
  link.href = URL.createObjectURL(await response.blob())
  link.download = name
  document.body.appendChild(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000)
}
