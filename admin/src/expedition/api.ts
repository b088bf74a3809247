import { HttpError } from 'react-admin'
import { API_URL, downloadFile, httpClient } from '../providers/httpClient'

/** The calls of the expedition screens (part 1 §2 "Expedition", part 2 §8 "Expedition"). */

export type ExpeditionKind = 'to_workshop' | 'to_buyer'
export type PackageStatus = 'open' | 'shipped' | 'delivered'
export type PackageDocument = 'label' | 'transport_order' | 'packing_slip'

interface Named {
  id: number
  name: string
}

export interface ExpeditionItem {
  id: number
  identificationNumber: string
  status: string
  /** An item to return to its customer: it leaves alone, with its own label. */
  needsLabel: boolean
  product: string | null
  buyback: { id: number; identificationNumber: string }
  destination: Named | null
  /** The open package it already sits in. */
  packageId: number | null
}

export interface Transport {
  id: number
  uuid: string
  company: string
  trackingNumber: string | null
  trackingLink?: string | null
  lastDeliveryStatus?: string | null
}

export interface Package {
  id: number
  number: string
  kind: ExpeditionKind
  status: PackageStatus
  version: number
  origin: Named
  destination: Named | null
  createdAt: string
  closedAt: string | null
  deliveredAt: string | null
  itemCount: number
  items: Pick<ExpeditionItem, 'id' | 'identificationNumber' | 'status' | 'product' | 'buyback'>[]
  packingSteps: { sequence: number; label: string }[]
  packingInstructions: string | null
  transport: Transport | null
}

export type PackageRow = Omit<Package, 'items' | 'packingSteps' | 'packingInstructions'>

export interface ReturnShipped {
  item: ExpeditionItem
  transport: Transport
}

/** The server's translated refusal, or its field messages, or a generic failure. */
export function refusalOf(error: unknown) {
  if (!(error instanceof HttpError)) return 'expedition.failed'
  const fields = (error.body as { errors?: Record<string, string> } | null)?.errors
  if (error.status === 422 && fields) return Object.values(fields).join(' ')
  return error.message || 'expedition.failed'
}

// `silent`: refusals are the screen's to show beside the scan field, not an error modal's.
const call = async <T>(path: string, init: RequestInit = {}) =>
  (await httpClient<T>(`${API_URL}${path}`, { ...init, silent: true })).json

const send = <T>(path: string, method: string, body: unknown = {}) =>
  call<T>(path, { method, body: JSON.stringify(body) })

export const awaitingShipment = () =>
  call<{ kind: ExpeditionKind; items: ExpeditionItem[] }>('/expedition/awaiting')

export const lookUpItem = async (code: string, on: { packageId: number } | { mode: 'label' }) => {
  const query = 'packageId' in on ? `packageId=${on.packageId}` : 'mode=label'
  return (await call<{ item: ExpeditionItem }>(`/expedition/items/${encodeURIComponent(code)}?${query}`)).item
}

/** The caller's packages of one kind (a workshop also sees the store packages coming to it), newest first. */
export const listPackages = async (statuses: PackageStatus[], kind: ExpeditionKind, end = 25) => {
  const filter = statuses.map((status) => `&status=${status}`).join('')
  return call<PackageRow[]>(
    `/packages?_start=0&_end=${end}&_sort=createdAt&_order=DESC&kind=${kind}${filter}`
  )
}

/** A package opens with its first item (issue 30): the server never holds an empty one from a click. */
export const createPackage = (code: string) => send<Package>('/packages', 'POST', { code })
export const getPackage = (id: number) => call<Package>(`/packages/${id}`)
export const addItem = (id: number, code: string) => send<Package>(`/packages/${id}/items`, 'POST', { code })
export const removeItem = (id: number, itemId: number) =>
  call<Package>(`/packages/${id}/items/${itemId}`, { method: 'DELETE' })
export const closePackage = (id: number, version: number) =>
  send<Package>(`/packages/${id}/close`, 'POST', { version })

export const shipReturn = (code: string) => send<ReturnShipped>('/expedition/returns', 'POST', { code })

// A document that cannot be had (not recorded, label unavailable) is told by the error modal.
const download = (path: string, name: string) =>
  downloadFile(`${API_URL}${path}`, name).catch(() => undefined)

export const downloadPackageDocument = (id: number, document: PackageDocument, number: string) =>
  download(`/packages/${id}/documents/${document}`, `${document}-${number}.pdf`)

export const downloadTransportLabel = (id: number) =>
  download(`/expedition/transports/${id}/label`, `label-${id}.pdf`)
