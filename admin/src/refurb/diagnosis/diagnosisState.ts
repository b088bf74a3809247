import type { ItemSteps } from '../types'

/**
 * What the operator entered on one item's diagnosis, kept in sessionStorage under the item's id so that
 * a reload of any step finds it again; once sent, the server's answer, for the finalized screen.
 */
export interface DiagnosisState {
  answers: number[]
  /** The steps the operator chose; null while they follow the answers' suggestion. */
  steps: number[] | null
  stockId: number | null
  done: ItemSteps | null
  /** Whether the diagnosis sent was a warehouse test, for the finalized screen's stepper. */
  warehouseTest: boolean
}

export const EMPTY_STATE: DiagnosisState = {
  answers: [],
  steps: null,
  stockId: null,
  done: null,
  warehouseTest: false,
}

const keyOf = (itemId: string) => `reprise.refurbDiagnosis.${itemId}`

export function readState(itemId: string): DiagnosisState {
  try {
    const raw = window.sessionStorage.getItem(keyOf(itemId))
    return raw ? { ...EMPTY_STATE, ...(JSON.parse(raw) as Partial<DiagnosisState>) } : EMPTY_STATE
  } catch {
    return EMPTY_STATE
  }
}

export const writeState = (itemId: string, state: DiagnosisState) =>
  window.sessionStorage.setItem(keyOf(itemId), JSON.stringify(state))

export const clearState = (itemId: string) => window.sessionStorage.removeItem(keyOf(itemId))
