import type { I18n } from '@adonisjs/i18n'
import BusinessError from '#exceptions/business_error'
import {
  logo,
  numberBlock,
  productRows,
  type BuybackDocumentData,
} from '#services/documents/buyback/document_data'
import {
  MARGIN,
  address,
  barcodePng,
  heading,
  newPdf,
  pdfBytes,
  placeRows,
  rows,
  section,
} from '#services/documents/pdf'

/**
 * The transport order: what travels with the package to the workshop (from the store, or from the customer
 * for a shipped circuit), with the buy-back number and the carrier's tracking number as barcodes.
 */
export async function transportOrder(data: BuybackDocumentData, i18n: I18n, locale: string) {
  const { buyback, account, warehouse, transport, item } = data
  if (!warehouse) throw new BusinessError('document_not_expected', 404)
  const title = i18n.t('documents.transport_order.title')
  const doc = newPdf(`${title} ${buyback.identificationNumber}`, locale)
  await logo(doc, account)
  await numberBlock(doc, data, i18n)
  heading(doc, title)
  const customer = buyback.customer
  const sender = buyback.store
  section(doc, i18n.t('documents.transport_order.sender'))
  rows(doc, [
    [
      i18n.t('documents.common.name'),
      sender
        ? (sender.corporateName ?? sender.commonName)
        : customer
          ? `${customer.firstname} ${customer.lastname}`
          : null,
    ],
    [i18n.t('documents.common.address'), sender ? address(sender) : customer ? address(customer) : null],
  ])
  section(doc, i18n.t('documents.transport_order.recipient'))
  rows(doc, placeRows(i18n, warehouse))
  section(doc, i18n.t('documents.transfer_order.product'))
  rows(doc, [
    ...productRows(data, i18n),
    [i18n.t('documents.transport_order.item'), item?.identificationNumber],
    [
      i18n.t('documents.transport_order.weight'),
      buyback.product?.weight ? `${buyback.product.weight} g` : null,
    ],
    [i18n.t('documents.common.circuit'), buyback.circuit?.name],
  ])
  const tracking = transport?.trackingNumber ?? buyback.trackingNumber
  if (tracking) {
    section(doc, i18n.t('documents.transport_order.carrier'))
    rows(doc, [[i18n.t('documents.transport_order.tracking'), tracking]])
    doc.image(await barcodePng(tracking), MARGIN, doc.y + 4, { fit: [240, 70] })
    doc.y += 80
    doc.x = MARGIN
  }
  return pdfBytes(doc)
}
