import ConnectorConfiguration from '#models/connector_configuration'
import { tenancy } from '#services/tenancy/scopes'
import type { ListOptions } from '#services/list_query'
import type { Actor } from '#services/actor'

/**
 * `connector-organizations` (part 2 §7): the configurations of the caller's account with their properties,
 * narrowed to one client's when the list names it (`accountId`: null for a client the caller does not see).
 */
export function visibleConfigurations(actor: Actor, accountId?: number | null) {
  const query = tenancy.owned(ConnectorConfiguration.query(), actor).preload('properties')
  if (accountId === null) query.whereRaw('1 = 0')
  else if (accountId !== undefined) query.where('connector_configurations.account_id', accountId)
  return query
}

export type ConfigurationQuery = ReturnType<typeof visibleConfigurations>

export const CONFIGURATIONS_LIST: ListOptions<ConfigurationQuery> = {
  sortable: { name: 'connector_configurations.name', connector: 'connector_configurations.connector' },
  defaultSort: ['name', 'asc'],
  search: ['connector_configurations.name'],
  // The client whose configurations are listed: read by the controller (visibleConfigurations).
  params: ['organizationId'],
  filters: {
    connector: (query, value) =>
      query.whereIn('connector_configurations.connector', ([] as string[]).concat(value)),
    active: (query, value) =>
      query.where('connector_configurations.active', value === 'true' || value === '1'),
  },
}
