import jsonServerProvider from 'ra-data-json-server'
import type { DataProvider } from 'react-admin'
import { API_URL, httpClient } from './httpClient'

/**
 * The API speaks the ra-data-json-server dialect (_start, _end, _sort, _order, field filters, q and
 * X-Total-Count). Custom methods for wizards are added here, one typed method per server action.
 */
const jsonServer = jsonServerProvider(API_URL, httpClient)

/** Resources whose back-office name (and route, part 1 §2) differs from their API path. */
const API_PATHS: Record<string, string> = {
  paymentModes: 'payment-modes',
  'warehouse-dispatch': 'warehouse-dispatch-rules',
  'buybacks-predeclared': 'buybacks',
  buybacksQuarantine: 'quarantine',
}

export const dataProvider: DataProvider = Object.fromEntries(
  Object.entries(jsonServer).map(([method, call]) => [
    method,
    (resource: string, ...args: unknown[]) =>
      (call as (...params: unknown[]) => unknown)(API_PATHS[resource] ?? resource, ...args),
  ])
) as DataProvider
