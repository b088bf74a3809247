import { useGetOne } from 'react-admin'
import type { ConnectorKind } from './types'

/** A connector kind with its fields (GET connectors/:id). */
export const useConnectorKind = (id: string | undefined) =>
  useGetOne<ConnectorKind & { id: string }>('connectors', { id: id ?? '' }, { enabled: Boolean(id) })
