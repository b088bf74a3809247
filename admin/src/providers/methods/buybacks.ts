import type { Identifier } from 'react-admin'
import { getJson, segment, sendJson } from '../request'

// `silent`: each action is sent from a dialog or a button that shows the refusal itself.
const act = <T = unknown>(path: string, body: unknown = {}, method = 'POST') =>
  sendJson<T>(path, body, { method, silent: true })

export interface QuarantineRelease {
  confirmed: boolean
  stockId: number
  readyFrom: string
  comment?: string
}

/** The buy-back details' and the quarantine list's actions (part 1 §4). */
export const buybackMethods = {
  declareLost: (id: Identifier, body: { place: string; comment?: string }) =>
    act(`/buybacks/${segment(id)}/lost`, body),

  cancelBuyback: (id: Identifier, body: { reason: string; comment?: string; force?: boolean }) =>
    act(`/buybacks/${segment(id)}/cancel`, body),

  /** Corrects the IMEI, serial number, external code or comment (audited; a stale version is refused). */
  correctBuyback: (id: Identifier, body: Record<string, unknown>) =>
    act(`/buybacks/${segment(id)}`, body, 'PATCH'),

  sendDisputeMail: (id: Identifier) => act(`/buybacks/${segment(id)}/dispute-mail`),

  /** A pre-declared web buy-back handed in at the caller's store. */
  receiveAtStore: (storeId: Identifier, id: Identifier) =>
    act(`/store/${segment(storeId)}/buybacks/${segment(id)}/finalize`),

  /** A shipping label asked again with a corrected address, after the carrier refused the first. */
  requestShippingLabel: (id: Identifier, body: { address: Record<string, string> }) =>
    act(`/buybacks/${segment(id)}/shipping-label`, body),

  /** The stocks a quarantined item may be released to. */
  quarantineStocks: (id: Identifier) =>
    getJson<{ id: number; name: string }[]>(`/quarantine/${segment(id)}/stocks`),

  releaseQuarantine: (id: Identifier, body: QuarantineRelease) =>
    act(`/quarantine/${segment(id)}/release`, body),

  sendQuarantineMail: (id: Identifier) => act(`/quarantine/${segment(id)}/mail`),

  /** The filter choices of the buy-back list (statuses, circuits, stores…). */
  buybackFilterOptions: <T>() => getJson<T>('/buybacks/filter-options'),
}
