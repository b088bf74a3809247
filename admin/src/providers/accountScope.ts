import type { DataProvider } from 'react-admin'
import { getClientContext } from './clientContext'

/** Back-office resources an account owns: their lists and creates follow the super admin's client context. */
export const ACCOUNT_RESOURCES = new Set([
  'entities',
  'users',
  'categories',
  'products',
  'circuits',
  'paymentModes',
  'shipping-methods',
  'stocks',
  'dispatch-circuit-rules',
  'warehouse-dispatch',
  'refurb-steps',
  'refurb-diagnosis-questions',
  'diagnostic-questions',
])

/** Per-account singletons (`settings/design`, `settings/general`, …), read and written with `?accountId=`. */
const SINGLETONS = new Set(['settings'])

type Params = { filter?: Record<string, unknown>; data?: Record<string, unknown>; id?: unknown }

/**
 * The data provider's standard methods with the client context applied, in this one place: a list (or a
 * reference list) of an account-owned resource filtered on `accountId`, a create carrying it, a singleton
 * read or written with `?accountId=` (ra-data-json-server puts the id in the path as it is).
 */
export function scopedToClient(provider: DataProvider): DataProvider {
  const scope = (method: string, resource: string, params: Params): Params => {
    const context = getClientContext()
    if (!context) return params
    if (SINGLETONS.has(resource) && (method === 'getOne' || method === 'update'))
      return { ...params, id: `${String(params.id)}?accountId=${context.id}` }
    if (!ACCOUNT_RESOURCES.has(resource)) return params
    if (method === 'getList' || method === 'getManyReference')
      return { ...params, filter: { ...params.filter, accountId: context.id } }
    if (method === 'create') return { ...params, data: { ...params.data, accountId: context.id } }
    return params
  }
  return Object.fromEntries(
    Object.entries(provider).map(([method, call]) => [
      method,
      (resource: string, params: Params, ...rest: unknown[]) =>
        (call as (...args: unknown[]) => unknown)(resource, scope(method, resource, params), ...rest),
    ])
  ) as DataProvider
}
