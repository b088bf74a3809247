import drive from '@adonisjs/drive/services/main'
import type { I18n } from '@adonisjs/i18n'
import Account from '#models/account'
import Buyback from '#models/buyback'
import CircuitInstruction from '#models/circuit_instruction'
import Organization from '#models/organization'
import Item from '#models/item'
import Payment from '#models/payment'
import PaymentMode from '#models/payment_mode'
import Transport from '#models/transport'
import { buybackLine, lineTotal } from '#domain/pricing'
import { MARGIN, barcodePng, type Pdf } from '#services/documents/pdf'
import { formatMoney } from '#domain/money_format'

/** What every document of a buy-back reads: the buy-back and what it points to, loaded once. */
export type BuybackDocumentData = Awaited<ReturnType<typeof loadBuybackDocumentData>>

export async function loadBuybackDocumentData(buybackId: number) {
  const buyback = await Buyback.query()
    .where('id', buybackId)
    .preload('customer')
    .preload('product')
    .preload('circuit')
    .preload('store')
    .firstOrFail()
  const account = await Account.query().where('id', buyback.accountId).preload('rootDetail').firstOrFail()
  const buyer = buyback.buyerAccountId ? await Account.find(buyback.buyerAccountId) : null
  const mode = buyback.paymentModeId ? await PaymentMode.find(buyback.paymentModeId) : null
  const instructions = buyback.circuitId
    ? await CircuitInstruction.query().where('circuit_id', buyback.circuitId).orderBy('sequence')
    : []
  const warehouse = buyback.warehouseId ? await Organization.find(buyback.warehouseId) : null
  const payment = await Payment.findBy('buyback_id', buyback.id)
  const item = await Item.findBy('buyback_id', buyback.id)
  const transport = await Transport.findBy('buyback_id', buyback.id)
  return { buyback, account, buyer, mode, instructions, warehouse, payment, item, transport }
}

export function money(cents: number | null | undefined, locale: string, currency: string) {
  if (cents === null || cents === undefined) return null
  // Helvetica's Latin-1 has no narrow no-break space: plain spaces keep the amount readable.
  return formatMoney(cents, locale, currency).replace(/[\u202f\u00a0]/g, ' ')
}

/** The client's logo at the top left, when it has one. */
export async function logo(doc: Pdf, account: Account) {
  if (!account.logo?.startsWith('/api/files/')) return
  try {
    const bytes = await drive.use().getBytes(account.logo.replace(/^\/api\/files\//, ''))
    doc.image(Buffer.from(bytes), MARGIN, MARGIN, { fit: [150, 30] })
    doc.moveDown(2)
  } catch {
    // A missing logo file does not stop the document.
  }
}

/** The buy-back number as a barcode at the top right. */
export async function numberBlock(doc: Pdf, data: BuybackDocumentData, i18n: I18n) {
  const png = await barcodePng(data.buyback.identificationNumber)
  const top = MARGIN
  doc.image(png, doc.page.width - MARGIN - 170, top, { fit: [170, 60] })
  doc.font('Helvetica').fontSize(8).fillColor('#555555')
  doc.text(
    `${i18n.t('documents.common.buyback_number')} ${data.buyback.identificationNumber}`,
    doc.page.width - MARGIN - 170,
    top + 64,
    { width: 170, align: 'center' }
  )
  doc.x = MARGIN
  doc.y = Math.max(doc.y, top + 84)
}

export function productRows(data: BuybackDocumentData, i18n: I18n) {
  const { buyback } = data
  const grade = buyback.declaredGrade ? i18n.t(`documents.grades.${buyback.declaredGrade}`) : null
  return [
    [i18n.t('documents.common.label'), buyback.product?.label],
    [i18n.t('documents.common.imei'), buyback.imei],
    [i18n.t('documents.common.grade'), grade],
  ] as [string, string | null | undefined][]
}

export function priceRows(data: BuybackDocumentData, i18n: I18n, locale: string) {
  const { buyback, account, mode } = data
  const total = lineTotalOf(data)
  const currency = account.currency
  return [
    [i18n.t('documents.common.declared_price'), money(buyback.declaredPrice, locale, currency)],
    [
      i18n.t('documents.common.payment_modifier'),
      buyback.paymentModifier ? money(buyback.paymentModifier, locale, currency) : null,
    ],
    [
      i18n.t('documents.common.shipping_modifier'),
      buyback.shippingModifier ? money(buyback.shippingModifier, locale, currency) : null,
    ],
    [i18n.t('documents.common.bonus'), buyback.bonus ? money(buyback.bonus, locale, currency) : null],
    [i18n.t('documents.common.total'), money(total, locale, currency)],
    [i18n.t('documents.common.payment_mode'), mode?.label],
  ] as [string, string | null | undefined][]
}

export function lineTotalOf({ buyback }: BuybackDocumentData) {
  return lineTotal(buybackLine(buyback, buyback.declaredPrice ?? 0))
}
