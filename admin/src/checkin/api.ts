import { HttpError } from 'react-admin'
import { API_URL, httpClient } from '../providers/httpClient'

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

// `silent`: a refusal is the screen's to show beside the scan field, not an error modal's.
export const previewCheckin = async (code: string) =>
  (
    await httpClient<CheckinPreview>(`${API_URL}/warehouse/checkins/${encodeURIComponent(code)}`, {
      silent: true,
    })
  ).json

export const confirmCheckin = async (code: string) =>
  (
    await httpClient<CheckinDone>(`${API_URL}/warehouse/checkins`, {
      method: 'POST',
      body: JSON.stringify({ code }),
      silent: true,
    })
  ).json

export const buybackByNumber = async (number: string) =>
  (
    await httpClient<CheckinBuyback>(
      `${API_URL}/buybacks/by-identification-number/${encodeURIComponent(number)}`,
      { silent: true }
    )
  ).json
