import jsonServerProvider from 'ra-data-json-server'
import type { DataProvider, GetListParams } from 'react-admin'
import { scopedToClient } from './accountScope'
import { apiPathOf } from './apiPaths'
import { API_URL, httpClient, type HttpOptions } from './httpClient'
import { accountMethods } from './methods/account'
import { buybackMethods } from './methods/buybacks'
import { catalogueMethods } from './methods/catalogue'
import { checkinMethods } from './methods/checkin'
import { connectorMethods } from './methods/connectors'
import { documentMethods } from './methods/documents'
import { expeditionMethods } from './methods/expedition'
import { exportMethods } from './methods/exports'
import { importMethods } from './methods/imports'
import { operationMethods } from './methods/operations'
import { optionMethods } from './methods/options'
import { paymentMethods } from './methods/payments'
import { personalDataMethods } from './methods/personalData'
import { refurbMethods } from './methods/refurb'
import { settingsMethods } from './methods/settings'
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
// `meta: { silent: true }`: the screen shows a failure itself (or does without the answer), no error modal.
const silentJsonServer = jsonServerProvider(API_URL, (url: string, options?: HttpOptions) =>
  httpClient(url, { ...options, silent: true })
)

// A super admin's client context (providers/clientContext.ts) applies to every standard method here.
const resources = scopedToClient(
  Object.fromEntries(
    Object.keys(jsonServer).map((method) => [
      method,
      (resource: string, params: { meta?: { silent?: boolean } }, ...args: unknown[]) => {
        const server = params?.meta?.silent ? silentJsonServer : jsonServer
        const call = server[method as keyof typeof server] as (...params: unknown[]) => unknown
        return call(apiPathOf(resource), params, ...args)
      },
    ])
  ) as DataProvider
)

/** Resources the API answers with a plain array (no paging, no X-Total-Count): listed whole. */
const PLAIN_LISTS: Record<string, string> = { sepaFiles: '/payments/sepa-files' }

async function getList(resource: string, params: GetListParams) {
  const path = PLAIN_LISTS[resource]
  if (!path) return resources.getList(resource, params)
  const { json } = await httpClient<{ id: number }[]>(`${API_URL}${path}`, { silent: params.meta?.silent })
  return { data: json ?? [], total: json?.length ?? 0 }
}

export const dataProvider = {
  ...resources,
  getList: getList as DataProvider['getList'],
  ...accountMethods,
  ...buybackMethods,
  ...catalogueMethods,
  ...checkinMethods,
  ...connectorMethods,
  ...documentMethods,
  ...expeditionMethods,
  ...exportMethods,
  ...importMethods,
  ...operationMethods,
  ...optionMethods,
  ...paymentMethods,
  ...personalDataMethods,
  ...refurbMethods,
  ...settingsMethods,
  ...storeWizardMethods,
  ...verificationMethods,
}

export type RepriseDataProvider = typeof dataProvider
