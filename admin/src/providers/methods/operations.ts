import type { Identifier } from 'react-admin'
import { getJson, segment, sendJson } from '../request'

// `silent`: each action is sent from a dialog or a button that shows the refusal itself.
const act = (path: string, body: unknown, method = 'POST') => sendJson(path, body, { method, silent: true })

/** The stock items' moves, the failed jobs and the carriers' tracking: the operations screens' actions. */
export const operationMethods = {
  /** The stocks of the item's workshop it may move to (`current`: the one it is in). */
  itemStocks: (id: Identifier) =>
    getJson<{ id: number; name: string; current: boolean }[]>(`/items-stock/${segment(id)}/stocks`),

  moveItem: (id: Identifier, body: { stockId: number; version: number }) =>
    act(`/items-stock/${segment(id)}/move`, body),

  retryFailedJob: (id: Identifier) => act(`/failed-jobs/${segment(id)}/retry`, {}),

  discardFailedJob: (id: Identifier) => act(`/failed-jobs/${segment(id)}`, undefined, 'DELETE'),

  /** Asks every carrier for the news of the transports under way (a job). */
  refreshTracking: () => act('/transports/tracking', {}),
}
