import type { I18n } from '@adonisjs/i18n'
import { DateTime } from 'luxon'
import { newPdf, pdfBytes, type Pdf } from '#services/documents/pdf'
import { money } from '#services/documents/buyback/document_data'
import type { PresentedEntry } from '#presenters/purchase_register'
import { entryCells } from '#services/purchase_register/cells'

/**
 * The purchase register as a PDF (the document service): A4 landscape, each page headed by the register, the
 * period and the numbers of the entries it holds, and numbered "page n of N" at its foot. One row per entry:
 * its number, date and kind, the object, the price and the means of payment, the seller and their identity.
 */
const MARGIN = 36
/** A4 landscape, in points. */
const PAGE: [number, number] = [841.89, 595.28]
const HEADER_HEIGHT = 78
const FOOTER_HEIGHT = 24
const COLUMNS = [
  { key: 'number', width: 40 },
  { key: 'recorded_at', width: 95 },
  { key: 'object', width: 170 },
  { key: 'price', width: 90 },
  { key: 'seller', width: 195 },
  { key: 'identity', width: 180 },
] as const

export interface RegisterDocument {
  registerName: string
  from: string | null
  to: string | null
  entries: PresentedEntry[]
}

const day = (value: string | null, i18n: I18n) =>
  value ? DateTime.fromISO(value).setLocale(i18n.locale).toLocaleString(DateTime.DATE_SHORT) : null

function cellTexts(entry: PresentedEntry, i18n: I18n): Record<(typeof COLUMNS)[number]['key'], string> {
  const cells = entryCells(entry, i18n)
  const label = (column: string) => i18n.t(`register.columns.${column}`)
  const lines = (...values: (string | null | false)[]) => values.filter(Boolean).join('\n')
  return {
    number: cells.number,
    recorded_at: lines(
      cells.recorded_at,
      cells.kind,
      cells.corrects && `${label('corrects')} ${cells.corrects}`
    ),
    object: lines(
      cells.category,
      [cells.brand, cells.model].filter(Boolean).join(' '),
      cells.serial_number && `${label('serial_number')} : ${cells.serial_number}`,
      cells.imei && `IMEI : ${cells.imei}`
    ),
    price: lines(money(entry.price, i18n.locale, entry.currency), cells.payment_type),
    seller: lines(
      [cells.seller_firstname, cells.seller_lastname].filter(Boolean).join(' '),
      cells.seller_address,
      cells.seller_email
    ),
    identity: lines(
      cells.identity_type,
      cells.identity_number,
      cells.identity_authority,
      cells.identity_delivery_date
    ),
  }
}

function pageHeader(doc: Pdf, i18n: I18n, document: RegisterDocument, numbers: string) {
  const width = doc.page.width - 2 * MARGIN
  doc.font('Helvetica-Bold').fontSize(14).fillColor('#111111')
  doc.text(i18n.t('register.title'), MARGIN, MARGIN, { width })
  const period = `${day(document.from, i18n) ?? i18n.t('register.since')} – ${day(document.to, i18n) ?? i18n.t('register.until')}`
  doc.font('Helvetica').fontSize(9).fillColor('#222222')
  doc.text(
    `${i18n.t('register.store')} : ${document.registerName}    ${i18n.t('register.period')} : ${period}    ${numbers}`,
    MARGIN,
    MARGIN + 20,
    { width }
  )
  let x = MARGIN
  const rule = MARGIN + HEADER_HEIGHT - 8
  doc.font('Helvetica-Bold').fontSize(8).fillColor('#111111')
  const titles: Record<string, string> = {
    number: i18n.t('register.columns.number'),
    recorded_at: `${i18n.t('register.columns.recorded_at')} / ${i18n.t('register.columns.kind')}`,
    object: i18n.t('register.columns.category'),
    price: `${i18n.t('register.columns.price')} / ${i18n.t('register.columns.payment_type')}`,
    seller: i18n.t('register.columns.seller_lastname'),
    identity: i18n.t('register.columns.identity_type'),
  }
  // A title on two lines (a narrow column, a long language) ends above the rule as a one-line title does.
  const heights = COLUMNS.map((column) => doc.heightOfString(titles[column.key], { width: column.width - 4 }))
  const top = rule - 3 - Math.max(...heights)
  for (const column of COLUMNS) {
    doc.text(titles[column.key], x + 2, top, { width: column.width - 4 })
    x += column.width
  }
  doc
    .moveTo(MARGIN, rule)
    .lineTo(MARGIN + width, rule)
    .lineWidth(0.8)
    .strokeColor('#333333')
    .stroke()
}

/** The PDF of the entries, oldest first as a register reads. */
export async function registerPdf(document: RegisterDocument, i18n: I18n) {
  const doc = newPdf(i18n.t('register.title'), i18n.locale, PAGE, MARGIN)
  const entries = [...document.entries].reverse()
  const pages: PresentedEntry[][] = [[]]
  const bottom = () => doc.page.height - MARGIN - FOOTER_HEIGHT
  let y = MARGIN + HEADER_HEIGHT
  doc.font('Helvetica').fontSize(8)
  for (const entry of entries) {
    const texts = cellTexts(entry, i18n)
    const height =
      Math.max(
        ...COLUMNS.map((column) => doc.heightOfString(texts[column.key] || ' ', { width: column.width - 4 }))
      ) + 8
    if (y + height > bottom() && pages[pages.length - 1].length) {
      doc.addPage({ size: PAGE, margin: MARGIN })
      pages.push([])
      y = MARGIN + HEADER_HEIGHT
    }
    let x = MARGIN
    doc.font('Helvetica').fontSize(8).fillColor('#111111')
    for (const column of COLUMNS) {
      doc.text(texts[column.key], x + 2, y + 4, { width: column.width - 4, lineBreak: true })
      x += column.width
    }
    y += height
    doc
      .moveTo(MARGIN, y)
      .lineTo(doc.page.width - MARGIN, y)
      .lineWidth(0.3)
      .strokeColor('#999999')
      .stroke()
    pages[pages.length - 1].push(entry)
  }

  const range = doc.bufferedPageRange()
  for (let index = 0; index < range.count; index++) {
    doc.switchToPage(index)
    const onPage = pages[index] ?? []
    const numbers = onPage.length
      ? i18n.t('register.entries', { first: onPage[0].number, last: onPage[onPage.length - 1].number })
      : i18n.t('register.no_entries')
    pageHeader(doc, i18n, document, numbers)
    const footerY = doc.page.height - MARGIN - 10
    doc.page.margins.bottom = 0
    doc.font('Helvetica').fontSize(8).fillColor('#444444')
    doc.text(i18n.t('register.page', { page: index + 1, pages: range.count }), MARGIN, footerY, {
      width: doc.page.width - 2 * MARGIN,
      align: 'right',
    })
  }
  return pdfBytes(doc)
}
