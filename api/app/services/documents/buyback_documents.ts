import drive from '@adonisjs/drive/services/main'
import i18nManager from '@adonisjs/i18n/services/main'
import type { I18n } from '@adonisjs/i18n'
import Account from '#models/account'
import Buyback from '#models/buyback'
import CircuitInstruction from '#models/circuit_instruction'
import Organization from '#models/organization'
import Item from '#models/item'
import Payment from '#models/payment'
import PaymentMode from '#models/payment_mode'
import Transport from '#models/transport'
import BusinessError from '#exceptions/business_error'
import { fillVariables } from '#domain/transfer_order'
import { buybackLine, lineTotal } from '#domain/pricing'
import { LANGUAGES, pickLanguage } from '#services/localized_text'
import {
  MARGIN,
  address,
  barcodePng,
  heading,
  newPdf,
  paragraph,
  pdfBytes,
  placeRows,
  rows,
  section,
  type Pdf,
} from '#services/documents/pdf'

/**
 * The document service of a buy-back (part 1 §1 "Documents"): the transfer order (transfer of ownership,
 * from the client's terms and their variables, in as many copies as the circuit asks) and the tracking sheet
 * with the buy-back number as a barcode, and the gift card or voucher its payment mode issued: the customer's
 * documents. The back office adds the transport order (the package's way to the workshop) and the return
 * order (the item's way back to the customer). Each is a real PDF in the customer's language. The shipping
 * label comes from the carrier (services/shipping_labels).
 */
export const CUSTOMER_DOCUMENTS = ['transfer_order', 'tracking_sheet', 'gift_card', 'voucher'] as const
export const BUYBACK_DOCUMENTS = [...CUSTOMER_DOCUMENTS, 'transport_order', 'return_order'] as const
export type BuybackDocument = (typeof BUYBACK_DOCUMENTS)[number]
/** Every document the back office downloads, the carrier's label included. */
export type BackOfficeDocument = BuybackDocument | 'shipping_label'

type Loaded = Awaited<ReturnType<typeof load>>

async function load(buybackId: number) {
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

/** A PDF of one buy-back in the customer's language (or the one asked). */
export async function renderBuybackDocument(buybackId: number, kind: BuybackDocument, language?: string) {
  const data = await load(buybackId)
  const wanted = language ?? data.buyback.customer?.language ?? data.account.language
  const locale = (LANGUAGES as readonly string[]).includes(wanted) ? wanted : 'fr'
  const i18n = i18nManager.locale(locale)
  const bytes = await RENDERERS[kind](data, i18n, locale, kind)
  return { bytes, fileName: `${i18n.t(`documents.${kind}.title`)} ${data.buyback.identificationNumber}.pdf` }
}

function money(cents: number | null | undefined, locale: string, currency: string) {
  if (cents === null || cents === undefined) return null
  // Helvetica's Latin-1 has no narrow no-break space: plain spaces keep the amount readable.
  return new Intl.NumberFormat(locale, { style: 'currency', currency })
    .format(cents / 100)
    .replace(/[\u202f\u00a0]/g, ' ')
}

async function logo(doc: Pdf, account: Account) {
  if (!account.logo?.startsWith('/api/files/')) return
  try {
    const bytes = await drive.use().getBytes(account.logo.replace(/^\/api\/files\//, ''))
    doc.image(Buffer.from(bytes), MARGIN, MARGIN, { fit: [150, 30] })
    doc.moveDown(2)
  } catch {
    // A missing logo file does not stop the document.
  }
}

async function numberBlock(doc: Pdf, data: Loaded, i18n: I18n) {
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

function productRows(data: Loaded, i18n: I18n) {
  const { buyback } = data
  const grade = buyback.declaredGrade ? i18n.t(`documents.grades.${buyback.declaredGrade}`) : null
  return [
    [i18n.t('documents.common.label'), buyback.product?.label],
    [i18n.t('documents.common.imei'), buyback.imei],
    [i18n.t('documents.common.grade'), grade],
  ] as [string, string | null | undefined][]
}

function priceRows(data: Loaded, i18n: I18n, locale: string) {
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

function lineTotalOf({ buyback }: Loaded) {
  return lineTotal(buybackLine(buyback, buyback.declaredPrice ?? 0))
}

async function transferOrder(data: Loaded, i18n: I18n, locale: string) {
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

async function trackingSheet(data: Loaded, i18n: I18n, locale: string) {
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

async function storedValue(data: Loaded, kind: 'gift_card' | 'voucher', i18n: I18n, locale: string) {
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

/**
 * The transport order: what travels with the package to the workshop (from the store, or from the customer
 * for a shipped circuit), with the buy-back number and the carrier's tracking number as barcodes.
 */
async function transportOrder(data: Loaded, i18n: I18n, locale: string) {
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

/** The return order: the item goes back from the workshop to the customer (a declined proposal). */
async function returnOrder(data: Loaded, i18n: I18n, locale: string) {
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

type Renderer = (data: Loaded, i18n: I18n, locale: string, kind: BuybackDocument) => Promise<Buffer>

const RENDERERS: Record<BuybackDocument, Renderer> = {
  transfer_order: transferOrder,
  tracking_sheet: trackingSheet,
  gift_card: (data, i18n, locale) => storedValue(data, 'gift_card', i18n, locale),
  voucher: (data, i18n, locale) => storedValue(data, 'voucher', i18n, locale),
  transport_order: transportOrder,
  return_order: returnOrder,
}
