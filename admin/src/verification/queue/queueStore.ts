import { useSyncExternalStore } from 'react'
import type { VerificationResult } from '../types'

/**
 * The list of codes imported from a CSV, verified one after the other. Kept in localStorage so that it
 * survives a reload or a closed tab; every screen of the wizard reads it through `useQueue`.
 */
export interface QueueEntry {
  code: string
  state: 'checking' | 'pending' | 'refused' | 'done'
  /** A translation key or the server's translated message. */
  reason?: string
  outcome?: VerificationResult['outcome']
  itemId?: number
}

const KEY = 'reprise.verification.queue'
const EMPTY: QueueEntry[] = []
const listeners = new Set<() => void>()
let cached: { raw: string | null; entries: QueueEntry[] } = { raw: null, entries: EMPTY }

export function readQueue(): QueueEntry[] {
  const raw = window.localStorage.getItem(KEY)
  if (raw !== cached.raw) {
    let entries = EMPTY
    try {
      entries = raw ? (JSON.parse(raw) as QueueEntry[]) : EMPTY
    } catch {
      entries = EMPTY
    }
    cached = { raw, entries }
  }
  return cached.entries
}

function write(entries: QueueEntry[]) {
  if (entries.length) window.localStorage.setItem(KEY, JSON.stringify(entries))
  else window.localStorage.removeItem(KEY)
  listeners.forEach((listener) => listener())
}

export const replaceQueue = (codes: string[]) =>
  write(codes.map((code) => ({ code, state: 'checking' as const })))

export const clearQueue = () => write([])

export function updateEntry(code: string, change: Partial<QueueEntry>) {
  write(readQueue().map((entry) => (entry.code === code ? { ...entry, ...change } : entry)))
}

/** The verification sent: the entry of that item (by id or either of its numbers) is done. */
export function markVerified(result: VerificationResult) {
  const matches = (entry: QueueEntry) =>
    entry.itemId === result.item.id ||
    entry.code === result.item.identificationNumber ||
    entry.code === result.buyback.identificationNumber
  if (!readQueue().some(matches)) return
  write(
    readQueue().map((entry) =>
      matches(entry) ? { ...entry, state: 'done', outcome: result.outcome, itemId: result.item.id } : entry
    )
  )
}

export const nextPending = () => readQueue().find((entry) => entry.state === 'pending') ?? null

function subscribe(listener: () => void) {
  listeners.add(listener)
  // Another tab working on the same queue.
  const onStorage = (event: StorageEvent) => event.key === KEY && listener()
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

export const useQueue = () => useSyncExternalStore(subscribe, readQueue)
