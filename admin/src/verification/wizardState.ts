import type { Photo, VerificationForm } from './types'

/**
 * What the operator entered on one item, kept in sessionStorage under the item's id so that a reload of
 * any step finds it again; cleared once the verification is sent.
 */
export interface WizardState {
  productId: string
  imei: string
  serialNumber: string
  /** question id → answer id */
  answers: Record<string, number>
  photos: Photo[]
  comment: string
  /** The operator saw the TAC warning for this IMEI and chose to go on. */
  tacAccepted: string
}

const keyOf = (itemId: string) => `reprise.verification.${itemId}`

export function initialState(form: VerificationForm): WizardState {
  return {
    productId: form.declaredProduct?.id ?? '',
    imei: form.buyback.imei ?? '',
    serialNumber: form.buyback.serialNumber ?? '',
    answers: {},
    // A new session starts without photos: those of an abandoned one are not this verification's evidence.
    photos: [],
    comment: '',
    tacAccepted: '',
  }
}

export function readState(itemId: string): WizardState | null {
  try {
    const raw = window.sessionStorage.getItem(keyOf(itemId))
    return raw ? (JSON.parse(raw) as WizardState) : null
  } catch {
    return null
  }
}

export const writeState = (itemId: string, state: WizardState) =>
  window.sessionStorage.setItem(keyOf(itemId), JSON.stringify(state))

export const clearState = (itemId: string) => window.sessionStorage.removeItem(keyOf(itemId))
