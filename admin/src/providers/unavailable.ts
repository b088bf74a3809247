/**
 * The service briefly unavailable (503 `service_unavailable`: the database restarting or too busy): the
 * requests that met it wait here, the dialog (layout/errors/UnavailableDialog) shows the server's message
 * with a retry button, and a retry sends them all again. Nothing is lost from the page or the form.
 */
type Listener = () => void

export interface UnavailableState {
  /** The server's text, already translated by it. */
  message?: string
  /** The request's id (X-Request-Id), which a person quotes to support. */
  requestId?: string
}

const listeners = new Set<Listener>()
let current: UnavailableState | null = null
let waiting: (() => void)[] = []

function emit() {
  listeners.forEach((listener) => listener())
}

/** Resolves when the user asks to try again. */
export function waitForRetry(message?: string, requestId?: string): Promise<void> {
  if (!current) {
    current = { message, requestId }
    emit()
  }
  return new Promise((resolve) => waiting.push(resolve))
}

/** Sends every waiting request again. */
export function retryNow(): void {
  const resolvers = waiting
  waiting = []
  current = null
  emit()
  resolvers.forEach((resolve) => resolve())
}

export function getUnavailableSnapshot(): UnavailableState | null {
  return current
}

export function subscribeUnavailable(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
