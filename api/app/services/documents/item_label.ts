import type { I18n } from '@adonisjs/i18n'
import type Item from '#models/item'
import Buyback from '#models/buyback'
import { barcodePng, newPdf, pdfBytes } from '#services/documents/pdf'

/** A 100 × 60 mm label, the size of the workshop's thermal printers' rolls. */
const LABEL_SIZE: [number, number] = [283, 170]
const LABEL_MARGIN = 12

/**
 * The label stuck on an item when it is checked in (part 1 §2 "Warehouse"): its code as a barcode for the
 * next scans (verification, refurb, stock), the product and the buy-back it came from, in the operator's
 * language.
 */
export async function renderItemLabel(item: Item, i18n: I18n) {
  const buyback = await Buyback.findOrFail(item.buybackId)
  await buyback.load('product')
  const title = i18n.t('documents.item_label.title')
  const doc = newPdf(`${title} ${item.identificationNumber}`, i18n.locale, LABEL_SIZE, LABEL_MARGIN)
  const width = LABEL_SIZE[0] - 2 * LABEL_MARGIN
  doc.image(await barcodePng(item.identificationNumber), LABEL_MARGIN, LABEL_MARGIN, {
    fit: [width, 70],
    align: 'center',
  })
  doc.y = LABEL_MARGIN + 78
  const product = buyback.product?.label ?? item.name ?? ''
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillColor('#111111')
    .text(product, { width, ellipsis: true, height: 28 })
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(`${i18n.t('documents.item_label.item_code')}: ${item.identificationNumber}`, { width })
    .text(`${i18n.t('documents.common.buyback_number')}: ${buyback.identificationNumber}`, { width })
  return {
    bytes: await pdfBytes(doc),
    fileName: `${title} ${item.identificationNumber}.pdf`,
  }
}
