import jsonServerProvider from 'ra-data-json-server'
import type { DataProvider } from 'react-admin'
import { apiPathOf } from './apiPaths'
import { API_URL, httpClient } from './httpClient'

/**
 * The API speaks the ra-data-json-server dialect (_start, _end, _sort, _order, field filters, q and
 * X-Total-Count). Custom methods for wizards are added here, one typed method per server action.
 */
const jsonServer = jsonServerProvider(API_URL, httpClient)

const resources = Object.fromEntries(
  Object.entries(jsonServer).map(([method, call]) => [
    method,
    (resource: string, ...args: unknown[]) =>
      (call as (...params: unknown[]) => unknown)(apiPathOf(resource), ...args),
  ])
) as DataProvider

const post = async <T>(path: string, body: unknown) =>
  (await httpClient<T>(`${API_URL}${path}`, { method: 'POST', body: JSON.stringify(body), silent: true }))
    .json

export interface StoreCheckout {
  idempotencyKey: string
  termsAccepted: boolean
  buybacks: {
    productId: string
    answers: number[]
    imei?: string
    transportModeId: string
    paymentModeId: number
  }[]
  customer: Record<string, unknown>
}

export interface StoreBuybacksMade {
  buybacks: { id: number; identificationNumber: string; product: { label: string } | null }[]
}

export const dataProvider = {
  ...resources,
  /** POST /api/store/:storeId/buybacks: the store wizard's cart checked out for the seller's store. */
  createStoreBuybacks: (storeId: number, checkout: StoreCheckout) =>
    post<StoreBuybacksMade>(`/store/${storeId}/buybacks`, checkout),
}

export type RepriseDataProvider = typeof dataProvider
