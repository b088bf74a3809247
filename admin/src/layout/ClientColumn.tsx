import type { ReactElement } from 'react'
import { AutocompleteInput, ReferenceInput, TextField } from 'react-admin'
import { useClientContext } from '../providers/clientContext'
import { useSession } from './useSession'

/** True for a super admin acting for no client: its lists mix every client's rows. */
export function useShowsEveryClient(): boolean {
  const isSuperAdmin = useSession()?.user.types.includes('super_admin') ?? false
  const context = useClientContext()
  return isSuperAdmin && !context
}

const clientFilter = (
  <ReferenceInput
    key="accountId"
    source="accountId"
    reference="clients"
    sort={{ field: 'commonName', order: 'ASC' }}
    perPage={100}
    label="resources.clients.context.column"
  >
    <AutocompleteInput optionText="commonName" label="resources.clients.context.column" />
  </ReferenceInput>
)

/** A list's filters, with a client filter when the list mixes every client's rows. */
export function useClientFilters(filters: ReactElement[]): ReactElement[] {
  return useShowsEveryClient() ? [...filters, clientFilter] : filters
}

/** The client column (`accountName`, answered with each row for a super admin), where rows are mixed. */
export const clientColumn = (
  <TextField
    key="accountName"
    source="accountName"
    label="resources.clients.context.column"
    sortable={false}
  />
)
