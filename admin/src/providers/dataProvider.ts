import jsonServerProvider from 'ra-data-json-server'
import type { DataProvider } from 'react-admin'
import { apiPathOf } from './apiPaths'
import { API_URL, httpClient } from './httpClient'
import { checkinMethods } from './methods/checkin'
import { documentMethods } from './methods/documents'
import { expeditionMethods } from './methods/expedition'
import { refurbMethods } from './methods/refurb'
import { storeWizardMethods } from './methods/storeWizard'
import { verificationMethods } from './methods/verification'

export type { StoreBuybacksMade, StoreCheckout } from './methods/storeWizard'

/**
 * The API speaks the ra-data-json-server dialect (_start, _end, _sort, _order, field filters, q and
 * X-Total-Count). Every other call of the back office is a typed custom method beside getList/getOne, one
 * module per area under methods/; screens reach them through `useDataProvider<RepriseDataProvider>()`,
 * mostly inside react-query's useQuery/useMutation.
 */
const jsonServer = jsonServerProvider(API_URL, httpClient)

const resources = Object.fromEntries(
  Object.entries(jsonServer).map(([method, call]) => [
    method,
    (resource: string, ...args: unknown[]) =>
      (call as (...params: unknown[]) => unknown)(apiPathOf(resource), ...args),
  ])
) as DataProvider

export const dataProvider = {
  ...resources,
  ...checkinMethods,
  ...documentMethods,
  ...expeditionMethods,
  ...refurbMethods,
  ...storeWizardMethods,
  ...verificationMethods,
}

export type RepriseDataProvider = typeof dataProvider
