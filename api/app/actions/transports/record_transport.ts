import { randomUUID } from 'node:crypto'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Transport from '#models/transport'
import type { TransportKind } from '#domain/delivery_statuses'
import type { Shipment } from '#services/carriers/carrier'

/** The transport of a booked shipment, tracked from now on by the carrier tracking job. */
export function recordTransport(
  trx: TransactionClientContract,
  shipment: Shipment,
  fields: {
    kind: TransportKind
    accountId: number | null
    originId: number | null
    destinationId: number | null
    labelKey: string
    packageId?: number
    itemId?: number
    buybackId?: number
  }
) {
  return Transport.create(
    {
      uuid: randomUUID(),
      kind: fields.kind,
      accountId: fields.accountId,
      originId: fields.originId,
      destinationId: fields.destinationId,
      packageId: fields.packageId ?? null,
      itemId: fields.itemId ?? null,
      buybackId: fields.buybackId ?? null,
      company: shipment.company,
      trackingNumber: shipment.trackingNumber,
      trackingLink: shipment.trackingLink,
      labelKey: fields.labelKey,
      isTracked: true,
    },
    { client: trx }
  )
}
