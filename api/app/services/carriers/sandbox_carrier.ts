import { randomInt } from 'node:crypto'
import i18nManager from '@adonisjs/i18n/services/main'
import { MARGIN, barcodePng, newPdf, pdfBytes } from '#services/documents/pdf'
import type { Carrier, Shipment, ShipmentRequest } from '#services/carriers/carrier'

/**
 * The sandbox carrier of the embedded default: a tracking number in the usual 13-character shape (two
 * letters, nine digits, two letters) and an A6 label with its Code 128 barcode, sender and recipient.
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
    return { company: 'sandbox', trackingNumber, trackingLink: null, label: await pdfBytes(doc) }
  }
}

export const carrierFor = (_shippingMethodType: string): Carrier => new SandboxCarrier()
