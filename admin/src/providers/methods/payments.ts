import type { Identifier } from 'react-admin'
import { getJson, segment, sendJson } from '../request'

export interface PaymentEvent {
  id: number
  event: string
  from: string | null
  to: string
  at: string
  by: string | null
  comment: string | null
}

export interface RelaunchOutcome {
  relaunched: number[]
  refused: { id: number; code: string; message: string }[]
}

// `silent`: each action is sent from a dialog or a button that shows the refusal itself.
const act = <T = unknown>(path: string, body: unknown = {}) => sendJson<T>(path, body, { silent: true })

/** The payments' actions and the SEPA files' (part 2 §8 "Payments"). */
export const paymentMethods = {
  relaunchPayment: (id: Identifier) => act(`/payments/${segment(id)}/relaunch`),

  /** Relaunches several payments in one call: the answer says which went and why the others did not. */
  relaunchPayments: (ids: Identifier[]) => act<RelaunchOutcome>('/payments/relaunch', { ids }),

  markAsPaid: (id: Identifier, body: { info?: string; version: number }) =>
    act(`/payments/${segment(id)}/mark-as-paid`, body),

  /** `GET /api/payments/:id/history`: its status moves and amount changes, oldest first. */
  paymentHistory: (id: Identifier) =>
    getJson<PaymentEvent[]>(`/payments/${segment(id)}/history`, { silent: true }),

  /** Builds the caller's account's SEPA file now (the job builds one each working day). */
  buildSepaFile: () => act('/payments/sepa-files'),

  /** The bank has executed the file's transfers. */
  confirmSepaFile: (id: Identifier) => act(`/payments/sepa-files/${segment(id)}/confirm`),
}
