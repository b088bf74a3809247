import { apiRequest } from '@/lib/api-client'

export type Grade = 'A' | 'B' | 'C' | 'D' | 'E' | 'functional' | 'refused'

export type DiagnosticQuestion = {
  id: number
  title: string
  howToTest: string | null
  answers: { id: number; name: string; description: string | null }[]
}

export type TunnelProduct = {
  id: string
  label: string
  brand: string | null
  modele: string | null
  image: string | null
  isCollectingImei: boolean
  tacCodes: string[]
  maxBuybackPrice: number | null
  category: { id: number; label: string }
}

export type PaymentOption = {
  id: number
  type: string
  label: string
  description: string
  longDescription: string | null
  needsIban: boolean
  paymentModifier: number
  /** The bonus of the payment mode, which the bonus step lets the customer decline. */
  paymentBonus: number
  /** The circuit's deposit bonus: it stays whatever the bonus step answer. */
  depositBonus: number
  bonus: number
  total: number
  /** The server's breakdown of `total` (api/app/domain/pricing.ts lineBreakdown). */
  breakdown: BreakdownPart[]
  /** The price when the payment bonus is declined; null without a payment bonus. */
  withoutPaymentBonus: { total: number; breakdown: BreakdownPart[] } | null
}

export type BreakdownPart = {
  kind: 'estimate' | 'shipping_modifier' | 'payment_modifier' | 'payment_bonus' | 'deposit_bonus'
  amount: number
}

export type TransportOption = {
  id: string
  circuitCode: string
  deposit: 'collect' | 'drop' | 'drop_label' | 'post'
  name: string
  description: string | null
  shippingDescription: string | null
  shippingModifier: number
  paymentModes: PaymentOption[]
}

/** The answer of POST /api/estimates (api/app/actions/estimates/estimate_buyback.ts). */
export type Estimate = {
  product: { id: string; label: string; brand: string | null; image: string | null }
  currency: string
  grade: Grade
  estimate: number
  zeroValue: boolean
  impacts: { label: string; value: number }[]
  imei: { value: string; tacMatch: boolean } | null
  transportModes: TransportOption[]
}

export function getDiagnostic(productId: string) {
  return apiRequest<{ product: TunnelProduct; questions: DiagnosticQuestion[] }>(
    `/api/storefront/products/${encodeURIComponent(productId)}/diagnostic`,
    { auth: true }
  )
}

export function postEstimate(body: { productId: string; answers: number[]; imei?: string }) {
  return apiRequest<Estimate>('/api/estimates', { method: 'POST', body, auth: true })
}
