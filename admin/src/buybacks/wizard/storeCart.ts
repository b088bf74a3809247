import type { StoreCheckout } from '../../providers/dataProvider'
import { getSession } from '../../providers/session'

/**
 * The store cart (part 1 §2 "Buybacks"): the lines a seller has priced for the customer at the counter,
 * kept in this browser for one day (the store cart's lifetime), then dropped.
 */
export interface StoreCartLine {
  productId: string
  label: string
  answers: number[]
  imei?: string
  transportModeId: string
  paymentModeId: number
  needsIban: boolean
  grade: string
  total: number
  /** Names shown on the summary (lines stored before they existed have none). */
  transportName?: string
  paymentLabel?: string
}

interface Stored {
  storedAt: number
  storeId: number
  lines: StoreCartLine[]
}

const LIFETIME_MS = 24 * 60 * 60 * 1000
const key = () => `reprise.storeCart.${getSession()?.user.id ?? 'anonymous'}`

export function readStoreCart(storeId?: number | null): StoreCartLine[] {
  const raw = window.localStorage.getItem(key())
  if (!raw) return []
  try {
    const stored = JSON.parse(raw) as Stored
    const expired = Date.now() - stored.storedAt > LIFETIME_MS
    if (expired || (storeId && stored.storeId !== storeId)) {
      clearStoreCart()
      return []
    }
    return stored.lines
  } catch {
    clearStoreCart()
    return []
  }
}

export function writeStoreCart(storeId: number, lines: StoreCartLine[]) {
  if (!lines.length) return clearStoreCart()
  const stored: Stored = { storedAt: Date.now(), storeId, lines }
  window.localStorage.setItem(key(), JSON.stringify(stored))
}

export function clearStoreCart() {
  window.localStorage.removeItem(key())
}

/** The checkout's body: the cart's lines as the API takes them, and the customer (IBAN only when a line pays by transfer). */
export function checkoutOf(
  lines: StoreCartLine[],
  customer: Record<string, string>,
  identity: Record<string, string>,
  iban: string,
  termsAccepted: boolean,
  idempotencyKey: string
): StoreCheckout {
  const needsIban = lines.some((line) => line.needsIban)
  return {
    idempotencyKey,
    termsAccepted,
    buybacks: lines.map(({ productId, answers, imei, transportModeId, paymentModeId }) => ({
      productId,
      answers,
      imei,
      transportModeId,
      paymentModeId,
    })),
    customer: { ...customer, iban: needsIban ? iban.replace(/\s/g, '') : undefined, identity },
  }
}
