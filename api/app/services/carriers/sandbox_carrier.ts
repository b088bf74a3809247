import { randomInt } from 'node:crypto'
import { DateTime } from 'luxon'
import i18nManager from '@adonisjs/i18n/services/main'
import { settings } from '#config/settings'
import type { DeliveryStatus } from '#domain/delivery_statuses'
import { MARGIN, barcodePng, newPdf, pdfBytes } from '#services/documents/pdf'
import type {
  BookedShipment,
  Carrier,
  Shipment,
  ShipmentRequest,
  TrackingEvent,
} from '#services/carriers/carrier'

/**
 * The sandbox parcel's way, as shares of its transit time (CARRIER_SANDBOX_TRANSIT_MINUTES): booked, picked
 * up, on the road, at the hub, out for delivery, delivered.
 */
const SANDBOX_WAY: readonly [DeliveryStatus, number, string | null][] = [
  ['DELIVERY_INIT', 0, null],
  ['DELIVERY_PICKED_UP', 0.1, 'Lille CTC'],
  ['DELIVERY_IN_PROGRESS', 0.3, 'Paris Wissous PFC'],
  ['DELIVERY_IN_HUB', 0.6, 'Lyon Corbas PFC'],
  ['DELIVERY_OUT_FOR_DELIVERY', 0.85, null],
  ['DELIVERY_DELIVERED_OK', 1, null],
]

/**
 * The sandbox carrier of the embedded default: a tracking number in the usual 13-character shape (two
 * letters, nine digits, two letters) and an A6 label with its Code 128 barcode, sender and recipient. Its
 * tracking follows the parcel along `SANDBOX_WAY` from the booking time, the same answer each time.
 */
export class SandboxCarrier implements Carrier {
  async createShipment(request: ShipmentRequest, language: string): Promise<Shipment> {
    const trackingNumber = `6A${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}FR`
    const i18n = i18nManager.locale(language)
    const doc = newPdf(
      `${i18n.t('documents.shipping_label.title')} ${trackingNumber}`,
      language,
      'A6',
      MARGIN / 2
    )
    const place = (who: ShipmentRequest['sender']) =>
      [who.name, who.street, [who.zipCode, who.city].filter(Boolean).join(' '), who.country]
        .filter(Boolean)
        .join('\n')
    doc.font('Helvetica-Bold').fontSize(12).text(i18n.t('documents.shipping_label.title'))
    doc.font('Helvetica').fontSize(8).text(i18n.t('documents.shipping_label.sandbox'))
    doc.moveDown()
    doc.font('Helvetica-Bold').fontSize(9).text(i18n.t('documents.shipping_label.from'))
    doc.font('Helvetica').text(place(request.sender))
    doc.moveDown()
    doc.font('Helvetica-Bold').fontSize(11).text(i18n.t('documents.shipping_label.to'))
    doc.font('Helvetica').fontSize(11).text(place(request.recipient))
    doc.moveDown()
    doc.image(await barcodePng(trackingNumber), { fit: [240, 70] })
    doc.moveDown(0.5)
    doc
      .font('Helvetica')
      .fontSize(9)
      .text(`${i18n.t('documents.shipping_label.tracking')} ${trackingNumber}`)
    doc.text(`${i18n.t('documents.shipping_label.reference')} ${request.reference}`)
    if (request.itemCount) {
      doc.text(i18n.t('documents.shipping_label.item_count', { count: request.itemCount }))
    }
    return { company: 'sandbox', trackingNumber, trackingLink: null, label: await pdfBytes(doc) }
  }

  async trackingEvents(shipment: BookedShipment, now: DateTime = DateTime.utc()): Promise<TrackingEvent[]> {
    const transitMs = settings.carrierSandboxTransitMinutes * 60_000
    const booked = shipment.bookedAt.toUTC().startOf('second')
    return SANDBOX_WAY.map(([code, share, location]) => ({
      code,
      occurredAt: booked.plus({ milliseconds: Math.round((transitMs * share) / 1000) * 1000 }),
      location,
    })).filter((event) => event.occurredAt <= now)
  }
}
