import type { I18n } from '@adonisjs/i18n'
import BusinessError from '#exceptions/business_error'
import {
  logo,
  numberBlock,
  productRows,
  type BuybackDocumentData,
} from '#services/documents/buyback/document_data'
import {
  address,
  heading,
  newPdf,
  paragraph,
  pdfBytes,
  placeRows,
  rows,
  section,
} from '#services/documents/pdf'

/** The return order: the item goes back from the workshop to the customer (a declined proposal). */
export async function returnOrder(data: BuybackDocumentData, i18n: I18n, locale: string) {
  const { buyback, account, warehouse, item } = data
  if (!item || !['item_to_return', 'item_returned'].includes(item.status)) {
    throw new BusinessError('document_not_expected', 404)
  }
  const title = i18n.t('documents.return_order.title')
  const doc = newPdf(`${title} ${buyback.identificationNumber}`, locale)
  await logo(doc, account)
  await numberBlock(doc, data, i18n)
  heading(doc, title)
  paragraph(doc, i18n.t('documents.return_order.intro'), 10)
  doc.moveDown()
  const customer = buyback.customer
  if (warehouse) {
    section(doc, i18n.t('documents.transport_order.sender'))
    rows(doc, placeRows(i18n, warehouse))
  }
  section(doc, i18n.t('documents.transport_order.recipient'))
  rows(doc, [
    [i18n.t('documents.common.name'), customer ? `${customer.firstname} ${customer.lastname}` : null],
    [i18n.t('documents.common.address'), customer ? address(customer) : null],
    [i18n.t('documents.common.phone'), customer?.phone],
  ])
  section(doc, i18n.t('documents.transfer_order.product'))
  rows(doc, [
    ...productRows(data, i18n),
    [i18n.t('documents.transport_order.item'), item.identificationNumber],
  ])
  return pdfBytes(doc)
}
