/** The addresses of the refurb screens (part 1 §2 "Refurbishment"). */
export const DIAGNOSIS_STEPS = ['questions', 'summary', 'stock', 'finalized'] as const
export type DiagnosisStep = (typeof DIAGNOSIS_STEPS)[number]

export const DIAGNOSIS_START = '/refurb-diagnosis/start'
export const diagnosisPath = (itemId: string | number, step: DiagnosisStep = 'questions') =>
  `/warehouse/refurb-diagnosis/${itemId}/${step}`

export const STEPS_SEARCH = '/warehouse/item-refurb-steps/search'
export const itemStepsPath = (itemId: string | number) => `/warehouse/item-refurb-steps/items/${itemId}`
export const stepPath = (stepId: string | number) => `/warehouse/item-refurb-steps/${stepId}`
export const completedPath = (identificationNumber: string, stockName: string) =>
  `/warehouse/item-refurb-steps/completed?${new URLSearchParams({ identificationNumber, stockName })}`
