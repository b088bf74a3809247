import type {
  ExpeditionItem,
  ExpeditionKind,
  Package,
  PackageDocument,
  PackageRow,
  PackageStatus,
  ReturnShipped,
} from '../../expedition/types'
import { download, getJson, segment, sendJson } from '../request'

// `silent`: refusals are the screen's to show beside the scan field, not an error modal's.
const get = <T>(path: string) => getJson<T>(path, { silent: true })
const send = <T>(path: string, method: string, body: unknown = {}) =>
  sendJson<T>(path, body, { method, silent: true })

// A document that cannot be had (not recorded, label unavailable) is told by the error modal.
const downloadQuietly = (path: string, name: string) => download(path, name).catch(() => undefined)

/** The expedition screens' calls: items awaiting shipment, packages, returns and their documents. */
export const expeditionMethods = {
  awaitingShipment: () => get<{ kind: ExpeditionKind; items: ExpeditionItem[] }>('/expedition/awaiting'),

  lookUpItem: async (code: string, on: { packageId: number } | { mode: 'label' }) => {
    const query = 'packageId' in on ? `packageId=${on.packageId}` : 'mode=label'
    return (await get<{ item: ExpeditionItem }>(`/expedition/items/${segment(code)}?${query}`)).item
  },

  /** The caller's packages of one kind (a workshop also sees the store packages coming to it), newest first. */
  listPackages: (statuses: PackageStatus[], kind: ExpeditionKind, end = 25) => {
    const filter = statuses.map((status) => `&status=${status}`).join('')
    return get<PackageRow[]>(
      `/packages?_start=0&_end=${end}&_sort=createdAt&_order=DESC&kind=${kind}${filter}`
    )
  },

  /** A package opens with its first item: the server never holds an empty one from a click. */
  createPackage: (code: string) => send<Package>('/packages', 'POST', { code }),
  getPackage: (id: number) => get<Package>(`/packages/${id}`),
  addPackageItem: (id: number, code: string) => send<Package>(`/packages/${id}/items`, 'POST', { code }),
  removePackageItem: (id: number, itemId: number) =>
    sendJson<Package>(`/packages/${id}/items/${itemId}`, undefined, { method: 'DELETE', silent: true }),
  closePackage: (id: number, version: number) => send<Package>(`/packages/${id}/close`, 'POST', { version }),

  shipReturn: (code: string) => send<ReturnShipped>('/expedition/returns', 'POST', { code }),

  downloadPackageDocument: (id: number, document: PackageDocument, number: string) =>
    downloadQuietly(`/packages/${id}/documents/${document}`, `${document}-${number}.pdf`),

  downloadTransportLabel: (id: number) =>
    downloadQuietly(`/expedition/transports/${id}/label`, `label-${id}.pdf`),
}
