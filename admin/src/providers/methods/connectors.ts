import type { Identifier } from 'react-admin'
import type { ConnectionTest, ConnectorCall } from '../../connectors/types'
import { getJson, segment, sendJson } from '../request'

/** A connector configuration's test and its log of calls; the screen shows their failures itself. */
export const connectorMethods = {
  /** POST connector-organizations/:id/test: the stored configuration against its peer. */
  testConnection: (id: Identifier) =>
    sendJson<ConnectionTest>(`/connector-organizations/${segment(id)}/test`, undefined, { silent: true }),

  /** The configuration's calls to its outside party (GET connector-organizations/:id/calls). */
  connectorCalls: (id: Identifier) =>
    getJson<ConnectorCall[]>(`/connector-organizations/${segment(id)}/calls`, { silent: true }),
}
