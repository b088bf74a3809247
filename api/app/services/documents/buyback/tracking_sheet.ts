import type { I18n } from '@adonisjs/i18n'
import {
  logo,
  numberBlock,
  productRows,
  type BuybackDocumentData,
} from '#services/documents/buyback/document_data'
import {
  MARGIN,
  barcodePng,
  heading,
  newPdf,
  paragraph,
  pdfBytes,
  placeRows,
  rows,
  section,
} from '#services/documents/pdf'

/** The tracking sheet: the buy-back number as a barcode, where the product goes, the circuit's instructions. */
export async function trackingSheet(data: BuybackDocumentData, i18n: I18n, locale: string) {
  const { buyback, account, instructions, warehouse } = data
  const customer = buyback.customer
  const title = i18n.t('documents.tracking_sheet.title')
  const doc = newPdf(`${title} ${buyback.identificationNumber}`, locale)
  await logo(doc, account)
  await numberBlock(doc, data, i18n)
  heading(doc, title)
  paragraph(doc, i18n.t('documents.tracking_sheet.intro'), 10)
  doc.moveDown(1.5)

  // The number again, large, for the counter and the workshop's scanner.
  const png = await barcodePng(buyback.identificationNumber)
  doc.image(png, MARGIN, doc.y, { fit: [300, 110] })
  doc.y += 120
  doc.x = MARGIN

  section(doc, i18n.t('documents.transfer_order.product'))
  rows(doc, [
    ...productRows(data, i18n),
    [i18n.t('documents.common.name'), customer ? `${customer.firstname} ${customer.lastname}` : null],
    // The customer's sheet names the way the product travels, not the client's internal circuit name.
    [
      i18n.t('documents.common.circuit'),
      buyback.circuit ? i18n.t(`documents.deposits.${buyback.circuit.deposit}`) : null,
    ],
  ])
  const destination = buyback.store ?? warehouse
  if (destination) {
    section(doc, i18n.t('documents.tracking_sheet.destination'))
    rows(doc, placeRows(i18n, destination))
  }
  if (instructions.length) {
    section(doc, i18n.t('documents.tracking_sheet.instructions'))
    instructions.forEach((instruction, index) => paragraph(doc, `${index + 1}. ${instruction.label}`, 10))
  }
  return pdfBytes(doc)
}
