import { accountQuery } from '../clientContext'
import { getJson, segment } from '../request'

/** Resources whose form reads its choices from `GET /api/<resource>/form-options`. */
export type FormOptionsResource = 'users' | 'refurb-steps' | 'stocks' | 'warehouse-dispatch-rules'
/** Lists whose filters read their choices from `GET /api/<resource>/filter-options`. */
export type FilterOptionsResource = 'buybacks' | 'transports' | 'items-stock' | 'purchase-register'
/** The kinds a payment mode or a transport mode of the account may name (its provider, its type). */
export type ModeKindsPath = 'payment-modes/providers' | 'shipping-methods/types'

/** One kind the server offers: its code, its label in the user's language (a sandbox says so). */
export interface ModeKind {
  value: string
  label: string
  sandbox: boolean
  /** The payment type a provider pays with, when it pays with one only. */
  type?: string
}

/**
 * The choices forms and list filters offer, as the server computes them for the caller (its account, its
 * permissions, or the client a super admin acts for); the server checks the same on save. The shape is the caller's: one per resource.
 */
export const optionMethods = {
  formOptions: <T>(resource: FormOptionsResource) => getJson<T>(`/${resource}/form-options${accountQuery()}`),

  filterOptions: <T>(resource: FilterOptionsResource) =>
    getJson<T>(`/${resource}/filter-options${accountQuery()}`),

  modeKinds: (path: ModeKindsPath) => getJson<ModeKind[]>(`/${path}${accountQuery()}`),

  /** A device's life by its IMEI or serial number: its buy-backs and what happened to it since. */
  deviceLife: <T>(identifier: string) => getJson<T>(`/devices/${segment(identifier)}/life`),
}
