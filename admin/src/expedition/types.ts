import { HttpError } from 'react-admin'

/** What the expedition screens exchange with the API (part 1 §2 "Expedition", part 2 §8 "Expedition"); the calls are the data provider's (providers/methods/expedition.ts). */

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
