/**
 * The service briefly unavailable (503 `service_unavailable`: the database restarting or too busy): the API
 * calls that met it wait here, the notice (components/service-unavailable-notice) shows the server's
 * message with a retry button, and a retry sends them all again; the page and the visitor's answers stay.
 */
type Listener = () => void

/** The server's message, and the request's id (X-Request-Id) a visitor quotes to support. */
export type UnavailableState = { message: string | null; requestId: string | null }

const listeners = new Set<Listener>()
let current: UnavailableState | null = null
let waiting: (() => void)[] = []

function emit() {
  listeners.forEach((listener) => listener())
}

/** Resolves when the visitor asks to try again. */
export function waitForRetry(
  refusal: { message?: unknown; requestId?: unknown } | null,
  response: Response
): Promise<void> {
  if (!current) {
    const text = (value: unknown) => (typeof value === 'string' ? value : null)
    current = {
      message: text(refusal?.message),
      requestId: text(refusal?.requestId) ?? response.headers.get('X-Request-Id'),
    }
    emit()
  }
  return new Promise((resolve) => waiting.push(resolve))
}

/** Sends every waiting call again. */
export function retryNow(): void {
  const resolvers = waiting
  waiting = []
  current = null
  emit()
  resolvers.forEach((resolve) => resolve())
}

export const getUnavailableSnapshot = () => current

export function subscribeUnavailable(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
