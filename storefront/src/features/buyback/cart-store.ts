import { useSyncExternalStore } from 'react'
import { randomId } from '@/lib/random-id'
import type { BreakdownPart } from './api/tunnel'

/**
 * The visitor's cart (part 1 §4 "Cart"): kept in local storage with the time it was stored and discarded
 * once older than its lifetime (30 days on the storefront). The customer information typed in the tunnel is
 * kept apart and removed with the cart. The server prices every line again at checkout.
 */
export type CartLine = {
  lineId: string
  productId: string
  productLabel: string
  productImage: string | null
  answers: number[]
  imei?: string
  grade: string
  estimate: number
  transportModeId: string
  transportName: string
  paymentModeId: number
  paymentLabel: string
  needsIban: boolean
  bonusAccepted: boolean
  total: number
  /** How `total` is made, as the server priced it (older stored carts have none). */
  breakdown?: BreakdownPart[]
  currency: string
  /** The random reference of the pre-declared buy-back this line completes (the tunnel opened from its link). */
  predeclaredReference?: string
}

type StoredCart = { storedAt: string; idempotencyKey: string; lines: CartLine[] }

const CART_KEY = 'reprise.cart'
const CUSTOMER_KEY = 'reprise.customer'
export const CART_LIFETIME_DAYS = 30

const listeners = new Set<() => void>()
let snapshot: StoredCart | null | undefined

function read(): StoredCart | null {
  try {
    const raw = window.localStorage.getItem(CART_KEY)
    const cart = raw ? (JSON.parse(raw) as StoredCart) : null
    if (!cart || !Array.isArray(cart.lines)) return null
    const age = Date.now() - Date.parse(cart.storedAt)
    if (!(age < CART_LIFETIME_DAYS * 86_400_000)) {
      resetCart()
      return null
    }
    return cart
  } catch {
    return null
  }
}

function write(cart: StoredCart | null) {
  try {
    if (cart) window.localStorage.setItem(CART_KEY, JSON.stringify(cart))
    else window.localStorage.removeItem(CART_KEY)
  } catch {
    // Without storage the cart lasts for this page only.
  }
  snapshot = cart
  listeners.forEach((listener) => listener())
}

function current(): StoredCart | null {
  if (snapshot === undefined) snapshot = read()
  return snapshot
}

export function useCart(): StoredCart | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    current,
    () => null
  )
}

export function addLine(line: Omit<CartLine, 'lineId'>, maxItems: number): boolean {
  const cart = current()
  const lines = cart?.lines ?? []
  if (lines.length >= maxItems) return false
  write({
    storedAt: new Date().toISOString(),
    idempotencyKey: cart?.idempotencyKey ?? randomId(),
    lines: [...lines, { ...line, lineId: randomId() }],
  })
  return true
}

/** Removes a line; the last one resets the whole cart (the caller confirms first). */
export function removeLine(lineId: string) {
  const cart = current()
  if (!cart) return
  const lines = cart.lines.filter((line) => line.lineId !== lineId)
  if (lines.length === 0) resetCart()
  else write({ ...cart, lines })
}

export function resetCart() {
  try {
    window.localStorage.removeItem(CUSTOMER_KEY)
  } catch {
    // Nothing stored.
  }
  write(null)
}

export const cartTotal = (cart: StoredCart | null) =>
  (cart?.lines ?? []).reduce((sum, line) => sum + line.total, 0)

export type CustomerInfo = {
  firstname: string
  lastname: string
  email: string
  phone: string
  street: string
  streetComplement: string
  zipCode: string
  city: string
  country: string
  iban: string
  identity: { type: string; number: string; authority: string; deliveryDate: string } | null
}

export function readCustomer(): CustomerInfo | null {
  try {
    const raw = window.localStorage.getItem(CUSTOMER_KEY)
    return raw ? (JSON.parse(raw) as CustomerInfo) : null
  } catch {
    return null
  }
}

/** Kept apart from the cart, without the IBAN and identity number (they are typed again after a reload). */
export function saveCustomer(customer: CustomerInfo) {
  try {
    const kept = {
      ...customer,
      iban: '',
      identity: customer.identity ? { ...customer.identity, number: '' } : null,
    }
    window.localStorage.setItem(CUSTOMER_KEY, JSON.stringify(kept))
  } catch {
    // Without storage the information lasts for this page only.
  }
}
