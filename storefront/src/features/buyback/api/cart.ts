import { apiRequest } from '@/lib/api-client'
import type { CartLine, CustomerInfo } from '../cart-store'

export type BuybackSettings = {
  customerIdentityDocumentRequired: boolean
  cartMinValue: number
  cartMaxItems: number
  cartLifetimeDays: number
  stalenessDays: number
  currency: string
}

export type CheckedOutCart = {
  id: string
  total: number
  customer: { firstname: string; lastname: string; email: string } | null
  buybacks: {
    id: number
    identificationNumber: string
    status: string
    product: { label: string; image: string | null } | null
    grade: string | null
    total: number | null
    circuit: { code: string; name: string; deposit: string } | null
    paymentMode: { type: string; label: string } | null
    priceMayBeCorrected: boolean
  }[]
}

/** Whether the pre-declared buy-back the tunnel completes (by its random reference) may see its prices corrected. */
export function getPredeclared(reference: string) {
  return apiRequest<{ reference: string; priceMayBeCorrected: boolean }>(
    `/api/storefront/predeclared-buybacks/${encodeURIComponent(reference)}`,
    {
      auth: true,
    }
  )
}

let settings: Promise<BuybackSettings> | null = null

export function getBuybackSettings() {
  settings ??= apiRequest<BuybackSettings>('/api/buyback-settings', { auth: true }).catch((error) => {
    settings = null
    throw error
  })
  return settings
}

/** A cart completes at most one pre-declared buy-back: the one its lines came from, if any. */
function predeclared(lines: CartLine[]) {
  const reference = lines.find((line) => line.predeclaredReference)?.predeclaredReference
  return reference ? { predeclaredReference: reference } : {}
}

export function checkout(idempotencyKey: string, lines: CartLine[], customer: CustomerInfo) {
  const { iban, identity, streetComplement, ...contact } = customer
  return apiRequest<CheckedOutCart>('/api/carts', {
    method: 'POST',
    auth: true,
    body: {
      idempotencyKey,
      termsAccepted: true,
      ...predeclared(lines),
      buybacks: lines.map((line) => ({
        productId: line.productId,
        answers: line.answers,
        imei: line.imei,
        transportModeId: line.transportModeId,
        paymentModeId: line.paymentModeId,
        bonusAccepted: line.bonusAccepted,
      })),
      customer: {
        ...contact,
        ...(streetComplement ? { streetComplement } : {}),
        ...(iban ? { iban } : {}),
        ...(identity ? { identity } : {}),
      },
    },
  })
}

export function getCart(id: string) {
  return apiRequest<CheckedOutCart>(`/api/carts/${encodeURIComponent(id)}`, { auth: true })
}
