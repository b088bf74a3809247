import type { I18n } from '@adonisjs/i18n'
import { fillVariables } from '#domain/transfer_order'
import { pickLanguage } from '#services/localized_text'
import {
  lineTotalOf,
  logo,
  money,
  numberBlock,
  priceRows,
  productRows,
  type BuybackDocumentData,
} from '#services/documents/buyback/document_data'
import { MARGIN, address, heading, newPdf, paragraph, pdfBytes, rows, section } from '#services/documents/pdf'

/**
 * The transfer order: the transfer of ownership, from the client's terms and their variables, in as many
 * copies as the circuit asks.
 */
export async function transferOrder(data: BuybackDocumentData, i18n: I18n, locale: string) {
  const { buyback, account, buyer, mode } = data
  const customer = buyback.customer
  const title = i18n.t('documents.transfer_order.title')
  const doc = newPdf(`${title} ${buyback.identificationNumber}`, locale)
  const copies = Math.max(1, data.buyback.circuit?.transferOrderNumberOfCopy ?? 1)
  const custom = account.rootDetail?.enabledPremiumFeatures.includes('custom_transfer_order')
    ? pickLanguage(account.rootDetail.transferOrderTerms, locale)
    : null
  const buyerName = buyer?.corporateName ?? buyer?.commonName ?? ''
  const terms = custom
    ? fillVariables(custom, {
        total_price: money(lineTotalOf(data), locale, account.currency) ?? '',
        buyer_address: buyer ? address(buyer) : '',
        buyer_long_name: buyerName,
        buyer_name: buyer?.commonName ?? '',
        buyer_siret: buyer?.siret ?? '',
        buyer_capital: buyer?.shareCapital
          ? (money(buyer.shareCapital * 100, locale, account.currency) ?? '')
          : '',
        customer_firstname: customer?.firstname ?? '',
        customer_lastname: customer?.lastname ?? '',
        payment_type: mode?.label ?? '',
        product_label: buyback.product?.label ?? '',
      })
    : i18n.t('documents.transfer_order.default_terms')

  for (let copy = 1; copy <= copies; copy++) {
    if (copy > 1) doc.addPage()
    await logo(doc, account)
    await numberBlock(doc, data, i18n)
    heading(doc, title)
    doc.font('Helvetica').fontSize(9).fillColor('#555555')
    doc.text(i18n.t('documents.transfer_order.copy', { copy, copies }))
    doc.text(
      `${i18n.t('documents.common.date')}: ${buyback.createdAt.setLocale(locale).toLocaleString({ dateStyle: 'long' })}`
    )
    doc.moveDown(1.5)

    section(doc, i18n.t('documents.transfer_order.seller'))
    rows(doc, [
      [i18n.t('documents.common.name'), customer ? `${customer.firstname} ${customer.lastname}` : null],
      [i18n.t('documents.common.address'), customer ? address(customer) : null],
      [i18n.t('documents.common.email'), customer?.email],
      [i18n.t('documents.common.phone'), customer?.phone],
      [
        i18n.t('documents.common.identity'),
        customer?.nationalIdentificationNumber
          ? `•••• ${customer.nationalIdentificationNumber.slice(-4)}`
          : null,
      ],
    ])
    section(doc, i18n.t('documents.transfer_order.buyer'))
    rows(doc, [
      [i18n.t('documents.common.name'), buyerName],
      [i18n.t('documents.common.address'), buyer ? address(buyer) : null],
      ['SIRET', buyer?.siret],
    ])
    section(doc, i18n.t('documents.transfer_order.product'))
    rows(doc, productRows(data, i18n))
    section(doc, i18n.t('documents.transfer_order.price'))
    rows(doc, priceRows(data, i18n, locale))
    section(doc, i18n.t('documents.transfer_order.terms'))
    paragraph(doc, terms)

    doc.moveDown(2)
    const y = doc.y
    const half = (doc.page.width - 2 * MARGIN) / 2
    doc.font('Helvetica').fontSize(9).fillColor('#333333')
    doc.text(i18n.t('documents.transfer_order.seller_signature'), MARGIN, y, { width: half - 10 })
    doc.text(i18n.t('documents.transfer_order.buyer_signature'), MARGIN + half, y, { width: half - 10 })
    doc
      .rect(MARGIN, y + 16, half - 20, 60)
      .strokeColor('#999999')
      .stroke()
    doc
      .rect(MARGIN + half, y + 16, half - 20, 60)
      .strokeColor('#999999')
      .stroke()
    doc.x = MARGIN
  }
  return pdfBytes(doc)
}
