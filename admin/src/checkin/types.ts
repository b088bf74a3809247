import { HttpError } from 'react-admin'

/** A buy-back as the check-in screen shows it (api/app/services/checkin/presenter.ts). */
export interface CheckinBuyback {
  id: number
  identificationNumber: string
  status: string
  product: { label: string; brand: string | null; model: string | null } | null
  declaredGrade: string | null
  answers: { question: string | null; answer: string | null; gradeCap: string | null }[]
  circuit: { code: string; name: string } | null
  expectedWorkshop: { id: number; name: string } | null
  items: { id: number; identificationNumber: string; status: string }[]
}

export interface CheckinPreview {
  code: string
  kind: 'buyback' | 'item' | 'package'
  /** Found by a carrier's tracking number: that number (the heading names the buy-back or package). */
  trackingNumber: string | null
  buybacks: CheckinBuyback[]
}

export interface CheckinDone {
  kind: CheckinPreview['kind']
  items: { id: number; identificationNumber: string; buyback: { identificationNumber: string } }[]
}

/** The server's translated refusal (part 2 §8 "Check-in"); a malformed code reads as an unknown one. */
export function refusalOf(error: unknown) {
  if (error instanceof HttpError && error.status === 422) return 'checkin.unknownCode'
  if (error instanceof HttpError && error.message) return error.message
  return 'checkin.failed'
}
