/**
 * Error state of part 1 §3 ("Error state") fed by the HTTP client and read by the error modals
 * through useSyncExternalStore. A modal cannot re-open within REOPEN_DELAY_MS of the previous one,
 * so that a burst of failing requests shows one dialog, not ten.
 */
export interface ServerErrorState {
  kind: 'server'
  code?: string
  status?: number
  /** Text from the server, already translated by it. */
  message?: string
  /** Translation key used when the server gave no text (network failure). */
  messageKey?: string
  goHome?: boolean
  reloadPage?: boolean
  redirectRoute?: string
  hideGenericMessage?: boolean
  /** The request's id (X-Request-Id), which a person quotes to support. */
  requestId?: string
}

export interface UnauthorizedErrorState {
  kind: 'unauthorized'
}

export type ErrorState = ServerErrorState | UnauthorizedErrorState

export const REOPEN_DELAY_MS = 3000

type Listener = () => void
const listeners = new Set<Listener>()
let current: ErrorState | null = null
let lastOpenedAt = 0

function emit() {
  listeners.forEach((listener) => listener())
}

export function reportError(error: ErrorState): void {
  const now = Date.now()
  // A session expiry takes precedence over a server error already on screen.
  const upgradesToReconnect = error.kind === 'unauthorized' && current?.kind === 'server'
  if (!upgradesToReconnect && (current !== null || now - lastOpenedAt < REOPEN_DELAY_MS)) return
  current = error
  lastOpenedAt = now
  emit()
}

export function clearError(): void {
  current = null
  emit()
}

export function getErrorSnapshot(): ErrorState | null {
  return current
}

export function subscribeErrors(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
