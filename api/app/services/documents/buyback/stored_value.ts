import type { I18n } from '@adonisjs/i18n'
import type Payment from '#models/payment'
import type PaymentMode from '#models/payment_mode'
import BusinessError from '#exceptions/business_error'
import { logo, money, type BuybackDocumentData } from '#services/documents/buyback/document_data'
import { MARGIN, barcodePng, heading, newPdf, paragraph, pdfBytes, rows } from '#services/documents/pdf'

/**
 * The number a gift card or voucher payment mode issued, or why there is none: 404 when the buy-back is paid
 * otherwise, 425 while its provider has not issued it yet.
 */
export function storedValueNumber(
  data: { mode: PaymentMode | null; payment: Payment | null },
  kind: 'gift_card' | 'voucher'
) {
  if (data.mode?.type !== kind) throw new BusinessError('document_not_expected', 404)
  const number = kind === 'gift_card' ? data.payment?.cardNumber : data.payment?.voucherNumber
  if (!number) throw new BusinessError('document_not_ready', 425)
  return number
}

export async function storedValue(
  data: BuybackDocumentData,
  kind: 'gift_card' | 'voucher',
  i18n: I18n,
  locale: string
) {
  const { buyback, account, payment } = data
  const number = storedValueNumber(data, kind)
  const title = i18n.t(`documents.${kind}.title`)
  const doc = newPdf(`${title} ${buyback.identificationNumber}`, locale, 'A5', MARGIN / 2)
  await logo(doc, account)
  heading(doc, `${title} ${account.commonName}`)
  doc
    .font('Helvetica-Bold')
    .fontSize(28)
    .fillColor('#111111')
    .text(money(payment?.amount ?? 0, locale, account.currency) ?? '')
  doc.moveDown(0.5)
  doc.image(await barcodePng(number), { fit: [260, 70] })
  doc.moveDown(0.3)
  rows(doc, [
    [i18n.t(`documents.${kind}.number`), number],
    [i18n.t('documents.common.buyback_number'), buyback.identificationNumber],
    [
      i18n.t('documents.common.name'),
      buyback.customer ? `${buyback.customer.firstname} ${buyback.customer.lastname}` : null,
    ],
  ])
  doc.moveDown(0.5)
  const credited = payment?.status === 'payment_completed'
  paragraph(
    doc,
    i18n.t(credited ? `documents.${kind}.credited` : `documents.${kind}.pending`, {
      client: account.commonName,
    }),
    10
  )
  return pdfBytes(doc)
}
