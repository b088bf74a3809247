import db from '@adonisjs/lucid/services/db'
import Package from '#models/package'
import Transport from '#models/transport'
import { tenancy } from '#services/tenancy/scopes'
import type { ListOptions } from '#services/list_query'
import { entityNames, presentPackageRow, presentTransport } from '#presenters/expedition'
import type { Actor } from '#services/actor'

/**
 * `/expedition/packages`: the packages the caller sees (leaving or reaching its entities),
 * filtered, sorted and paged on the server; each row with its item count, its entities' names and its
 * transport, read for the page in one query each.
 */
export function visiblePackages(actor: Actor) {
  return tenancy.packages(Package.query(), actor)
}

export type PackageQuery = ReturnType<typeof visiblePackages>

export const PACKAGES_LIST: ListOptions<PackageQuery> = {
  sortable: { createdAt: 'packages.created_at', number: 'packages.number', status: 'packages.status' },
  defaultSort: ['createdAt', 'desc'],
  search: ['packages.number'],
  filters: {
    status: (query, value) => query.whereIn('packages.status', ([] as string[]).concat(value)),
    kind: (query, value) => query.where('packages.kind', String(value)),
  },
}

/** How many items each package of the page holds. */
async function itemCounts(packageIds: number[]) {
  const counts = packageIds.length
    ? await db
        .from('package_items')
        .whereIn('package_id', packageIds)
        .groupBy('package_id')
        .select('package_id')
        .count('* as total')
    : []
  return new Map(counts.map((row) => [Number(row.package_id), Number(row.total)]))
}

/** The rows of a page, presented with their item counts, entities' names and transports. */
export async function presentPackageRows(rows: Package[]) {
  const ids = rows.map((row) => row.id)
  const count = await itemCounts(ids)
  const names = await entityNames(rows.flatMap((row) => [row.originId, row.destinationId]))
  const transports = ids.length ? await Transport.query().whereIn('package_id', ids) : []
  const transportOf = new Map(transports.map((transport) => [transport.packageId, transport]))
  return rows.map((row) => ({
    ...presentPackageRow(row, names, count.get(row.id) ?? 0),
    transport: presentTransport(transportOf.get(row.id) ?? null),
  }))
}
