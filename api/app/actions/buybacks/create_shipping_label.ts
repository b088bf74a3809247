import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import Buyback from '#models/buyback'
import Organization from '#models/organization'
import Transport from '#models/transport'
import { carrierFor } from '#services/carriers/carriers'
import { privateFileKey } from '#services/stored_files'
import { sqlDateTime } from '#services/sql_time'
import { isRefusal, labelExpected, customerTransport, pick } from '#services/shipping_labels'

/**
 * The label job: a refusal is kept on the buy-back (the carrier's message, for the back office to correct
 * and book again) and ends the job, since retrying the same request gets the same answer; an unavailable
 * carrier (5xx, timeout) is thrown for the queue to retry with its backoff.
 */
export async function shippingLabelJob(buybackId: number) {
  try {
    await createShippingLabel(buybackId)
  } catch (error) {
    if (!isRefusal(error)) throw error
  }
}

/** The job: books the shipment with the account's carrier (services/carriers/carriers.ts), once. */
export async function createShippingLabel(buybackId: number) {
  const buyback = await Buyback.query()
    .where('id', buybackId)
    .preload('customer')
    .preload('circuit')
    .preload('product')
    .firstOrFail()
  if (!labelExpected(buyback) || (await customerTransport(buyback.id))) return
  const warehouse = buyback.warehouseId ? await Organization.find(buyback.warehouseId) : null
  const customer = buyback.customer
  const carrier = await carrierFor(buyback.accountId)
  const shipment = await carrier
    .createShipment(
      {
        reference: buyback.identificationNumber,
        circuitId: buyback.circuitId,
        sender: { name: `${customer.firstname} ${customer.lastname}`, ...pick(customer) },
        recipient: warehouse
          ? { name: warehouse.corporateName ?? warehouse.commonName, ...pick(warehouse) }
          : { name: '', street: null, zipCode: null, city: null, country: 'FR' },
        weightGrams: buyback.product?.weight ?? null,
      },
      customer.language
    )
    .catch(async (error) => {
      if (isRefusal(error)) await recordRefusal(buyback.id, String(error.params.reason ?? ''))
      throw error
    })
  const labelKey = privateFileKey('labels', 'pdf')
  await drive.use().put(labelKey, shipment.label)
  await db.transaction(async (trx) => {
    // Booked twice at once (the job and the back office): the carrier found the same parcel; keep one.
    await trx.from('buybacks').where('id', buyback.id).forUpdate().select('id')
    const booked = await Transport.query({ client: trx })
      .where('buyback_id', buyback.id)
      .where('kind', 'customer_to_workshop')
      .first()
    if (booked) return
    await Transport.create(
      {
        uuid: randomUUID(),
        buybackId: buyback.id,
        accountId: buyback.accountId,
        kind: 'customer_to_workshop',
        destinationId: warehouse?.id ?? null,
        labelKey,
        company: shipment.company,
        trackingNumber: shipment.trackingNumber,
        trackingLink: shipment.trackingLink,
      },
      { client: trx }
    )
    await trx
      .from('buybacks')
      .where('id', buyback.id)
      .update({ tracking_number: shipment.trackingNumber, label_refusal: null, label_refused_at: null })
  })
}

/** The carrier's last refusal, kept on the buy-back until a label is booked (one line, bounded). */
async function recordRefusal(buybackId: number, reason: string) {
  await db
    .from('buybacks')
    .where('id', buybackId)
    .update({ label_refusal: reason.slice(0, 300) || '-', label_refused_at: sqlDateTime() })
}
