import type {
  DiagnosisBody,
  DiagnosisForm,
  ItemSteps,
  ItemSummary,
  StepAction,
  StepActionBody,
  StepDetails,
} from '../../refurb/types'
import { getJson, segment, sendJson } from '../request'

// `silent`: every refusal here is the screen's to show beside its field or its action, not an error modal's.
const get = <T>(path: string) => getJson<T>(path, { silent: true })
const send = <T>(path: string, body: unknown) => sendJson<T>(path, body, { silent: true })

/** The refurb diagnosis wizard's and the item refurb steps' calls. */
export const refurbMethods = {
  searchForDiagnosis: (code: string) => get<ItemSummary>(`/refurb-diagnosis/search/${segment(code)}`),

  /** The wizard's form for these answers: the steps they suggest, every step's cost, the stocks. */
  loadDiagnosis: (itemId: string, answers: readonly number[]) =>
    get<DiagnosisForm>(
      `/items/${segment(itemId)}/refurb-diagnosis${answers.length ? `?answers=${answers.join(',')}` : ''}`
    ),

  submitDiagnosis: (itemId: string, body: DiagnosisBody) =>
    send<ItemSteps & { diagnosisId: number }>(`/items/${segment(itemId)}/refurb-diagnosis`, body),

  searchForSteps: (code: string) => get<ItemSummary>(`/item-refurb-steps/search/${segment(code)}`),

  loadItemSteps: (itemId: string) => get<ItemSteps>(`/items/${segment(itemId)}/refurb-steps`),

  loadStep: (stepId: string) => get<StepDetails>(`/item-refurb-steps/${segment(stepId)}`),

  actOnStep: (stepId: number, action: StepAction, body: StepActionBody) =>
    send<StepDetails>(`/item-refurb-steps/${stepId}/${action}`, body),

  /** A step added to the item, or a cancelled one planned again: a new step, to do. */
  planStep: (itemId: number, body: { version: number; refurbStepId: number }) =>
    send<ItemSteps>(`/items/${itemId}/refurb-steps`, body),

  validateAllSteps: (itemId: number, body: { version: number; stockId: number | null }) =>
    send<ItemSteps>(`/items/${itemId}/refurb-steps/validate`, body),
}
