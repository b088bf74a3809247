import { apiRequest } from '@/lib/api-client'

export type BankDetails = { iban: string; holder: string }

/** `POST /api/payment-iban/:token`: 422 `{ errors: { iban | holder: message } }` when refused. */
export const submitIban = (token: string, details: BankDetails) =>
  apiRequest<{ ok: true }>(`/api/payment-iban/${encodeURIComponent(token)}`, {
    method: 'POST',
    body: details,
  })
