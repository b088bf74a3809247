import db from '@adonisjs/lucid/services/db'
import Package from '#models/package'
import Transport from '#models/transport'
import OrganizationRootDetail from '#models/organization_root_detail'
import { pickLanguage } from '#services/localized_text'
import type { Candidate } from '#services/expedition/eligibility'
import { RETURN_SHIPPABLE } from '#domain/expedition'

/** The names of the entities the views mention, read in one query. */
export async function entityNames(ids: (number | null | undefined)[]) {
  const wanted = [...new Set(ids.filter((id): id is number => Boolean(id)))]
  const rows = wanted.length
    ? await db.from('organizations').whereIn('id', wanted).select('id', 'common_name')
    : []
  return new Map<number, string>(rows.map((row) => [Number(row.id), row.common_name]))
}

const named = (names: Map<number, string>, id: number | null) =>
  id ? { id, name: names.get(id) ?? String(id) } : null

/** An item as the expedition screens show it. */
export function presentCandidate(candidate: Candidate, names: Map<number, string>) {
  return {
    id: candidate.id,
    identificationNumber: candidate.identificationNumber,
    status: candidate.status,
    needsLabel: RETURN_SHIPPABLE.includes(candidate.status),
    product: candidate.product,
    buyback: { id: candidate.buybackId, identificationNumber: candidate.buybackNumber },
    destination: named(names, candidate.destinationId),
    packageId: candidate.packageId,
  }
}

export const presentTransport = (transport: Transport | null) =>
  transport
    ? {
        id: transport.id,
        uuid: transport.uuid,
        company: transport.company,
        trackingNumber: transport.trackingNumber,
        trackingLink: transport.trackingLink,
        lastDeliveryStatus: transport.lastDeliveryStatus,
      }
    : null

/** A package in a list: no content, its count. */
export function presentPackageRow(pkg: Package, names: Map<number, string>, itemCount: number) {
  return {
    id: pkg.id,
    number: pkg.number,
    kind: pkg.kind,
    status: pkg.status,
    version: pkg.version,
    origin: named(names, pkg.originId),
    destination: named(names, pkg.destinationId),
    createdAt: pkg.createdAt.toISO(),
    closedAt: pkg.closedAt?.toISO() ?? null,
    deliveredAt: pkg.deliveredAt?.toISO() ?? null,
    itemCount,
  }
}

/**
 * A package with its content, the packing steps of its items' circuits and the account's packing
 * instructions in the caller's language, and its transport once closed.
 */
export async function presentPackage(packageId: number, locale: string) {
  const pkg = await Package.findOrFail(packageId)
  const items = await db
    .from('package_items')
    .join('items', 'items.id', 'package_items.item_id')
    .join('buybacks', 'buybacks.id', 'items.buyback_id')
    .where('package_items.package_id', pkg.id)
    .orderBy('items.identification_number')
    .select(
      'items.id',
      'items.identification_number',
      'items.status',
      'items.name',
      'items.brand',
      'items.model',
      'buybacks.id as buyback_id',
      'buybacks.identification_number as buyback_number',
      'buybacks.circuit_id'
    )
  const circuits = [...new Set(items.map((row) => row.circuit_id).filter(Boolean))]
  const steps = circuits.length
    ? await db
        .from('circuit_packing_steps')
        .whereIn('circuit_id', circuits)
        .orderBy('sequence')
        .orderBy('id')
        .select('sequence', 'label')
    : []
  const seen = new Set<string>()
  const packingSteps = steps
    .filter((step) => !seen.has(step.label) && seen.add(step.label))
    .map((step, index) => ({ sequence: index + 1, label: step.label as string }))
  const detail = pkg.accountId ? await OrganizationRootDetail.findBy('account_id', pkg.accountId) : null
  const transport = await Transport.query().where('package_id', pkg.id).orderBy('id', 'desc').first()
  const names = await entityNames([pkg.originId, pkg.destinationId])
  return {
    ...presentPackageRow(pkg, names, items.length),
    items: items.map((row) => ({
      id: Number(row.id),
      identificationNumber: row.identification_number,
      status: row.status,
      product: row.name ?? ([row.brand, row.model].filter(Boolean).join(' ') || null),
      buyback: { id: Number(row.buyback_id), identificationNumber: row.buyback_number },
    })),
    packingSteps,
    packingInstructions: pickLanguage(detail?.packingInstructions, locale),
    transport: presentTransport(transport),
  }
}
