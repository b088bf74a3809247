import { currentLanguage } from './i18n'
import { forgetAnonymousToken, getAnonymousToken, readAnonymousToken } from './anonymous-token'
import { waitForRetry } from './service-unavailable'

export class ApiError extends Error {
  readonly status: number
  readonly code: string | null
  readonly body: unknown

  constructor(status: number, body: unknown) {
    const details = (body && typeof body === 'object' ? body : {}) as { code?: unknown; message?: unknown }
    super(typeof details.message === 'string' ? details.message : `Request failed with status ${status}`)
    this.name = 'ApiError'
    this.status = status
    this.code = typeof details.code === 'string' ? details.code : null
    this.body = body
  }
}

export type ApiRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  body?: unknown
  signal?: AbortSignal
  /** true: the endpoint needs the visitor's anonymous token, obtained (or renewed) before the call. */
  auth?: boolean
}

async function buildHeaders(options: ApiRequestOptions): Promise<Headers> {
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': currentLanguage() })
  if (options.body !== undefined) headers.set('Content-Type', 'application/json')
  // Once a token exists it goes with every call, so the server can tie calls to the same visitor.
  const token = options.auth ? await getAnonymousToken() : readAnonymousToken()
  if (token) headers.set('Authorization', `Bearer ${token}`)
  return headers
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null
  const type = response.headers.get('Content-Type') ?? ''
  return type.includes('json') ? response.json() : response.text()
}

/**
 * Sends a call; a 503 (the service briefly unavailable) waits for the visitor's retry and sends it again,
 * rather than failing the page.
 */
async function send(path: string, options: ApiRequestOptions): Promise<Response> {
  const response = await fetch(path, {
    method: options.method ?? 'GET',
    headers: await buildHeaders(options),
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  })
  if (response.status !== 503) return response
  const body = (await readBody(response).catch(() => null)) as { message?: unknown } | null
  await waitForRetry(body, response)
  options.signal?.throwIfAborted()
  return send(path, options)
}

/** Calls the API in the visitor's language; throws ApiError on any non-2xx answer. */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  let response = await send(path, options)
  if (response.status === 401 && options.auth) {
    // The server may have revoked the token before its announced expiry: get a fresh one and retry once.
    forgetAnonymousToken()
    response = await send(path, options)
  }
  const body = await readBody(response)
  if (!response.ok) throw new ApiError(response.status, body)
  return body as T
}

/** Fetches a file the API serves to this visitor (a PDF) and hands it to the browser as a download. */
export async function apiDownload(path: string, fallbackName: string) {
  let response = await send(path, { auth: true })
  if (response.status === 401) {
    forgetAnonymousToken()
    response = await send(path, { auth: true })
  }
  if (!response.ok) throw new ApiError(response.status, await readBody(response))
  const disposition = response.headers.get('Content-Disposition') ?? ''
  const encoded = disposition.match(/filename\*=UTF-8''([^;]+)/)?.[1]
  const name = encoded ? decodeURIComponent(encoded) : fallbackName
  const url = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.appendChild(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/** The status of a HEAD request on an API path for this visitor (the shipping label check polls it). */
export async function apiHeadStatus(path: string): Promise<number> {
  const response = await fetch(path, { method: 'HEAD', headers: await buildHeaders({ auth: true }) })
  return response.status
}
