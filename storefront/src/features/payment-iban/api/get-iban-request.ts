import { apiRequest } from '@/lib/api-client'

/** What the signed link of the "give us your IBAN" e-mail asks for. */
export type IbanRequest = {
  buybackNumber: string
  amount: number
  currency: string
  firstname: string
  alreadyGiven: boolean
}

/** `GET /api/payment-iban/:token`: 404 `payment_link_invalid`, 410 `payment_link_expired` (ApiError). */
export const getIbanRequest = (token: string) =>
  apiRequest<IbanRequest>(`/api/payment-iban/${encodeURIComponent(token)}`)
