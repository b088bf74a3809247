import drive from '@adonisjs/drive/services/main'
import i18nManager from '@adonisjs/i18n/services/main'
import db from '@adonisjs/lucid/services/db'
import Organization from '#models/organization'
import Package from '#models/package'
import Transport from '#models/transport'
import { refuse } from '#services/expedition/eligibility'
import { LANGUAGES } from '#services/localized_text'
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

/**
 * The documents of a closed package: the carrier's label, the transport order that goes with a
 * store's parcel to its workshop, and the packing slip that lists what a workshop sent to the buyer. Before
 * the close there is no shipment to print (`expedition_shipment_not_recorded`).
 */
export const PACKAGE_DOCUMENTS = ['label', 'transport_order', 'packing_slip'] as const
export type PackageDocument = (typeof PACKAGE_DOCUMENTS)[number]

const TITLES: Record<PackageDocument, string> = {
  label: 'documents.shipping_label.title',
  transport_order: 'documents.transport_order.title',
  packing_slip: 'documents.packing_slip.title',
}

export async function renderPackageDocument(pkg: Package, kind: PackageDocument, language: string) {
  const locale = (LANGUAGES as readonly string[]).includes(language) ? language : 'fr'
  const i18n = i18nManager.locale(locale)
  const transport = await Transport.query().where('package_id', pkg.id).orderBy('id', 'desc').first()
  if (pkg.status === 'open' || !transport) throw refuse('expedition_shipment_not_recorded')
  const fileName = `${i18n.t(TITLES[kind])} ${pkg.number}.pdf`
  if (kind === 'label') return { bytes: await labelBytes(transport), fileName }

  const [origin, destination] = await Promise.all([
    Organization.find(pkg.originId),
    pkg.destinationId ? Organization.find(pkg.destinationId) : null,
  ])
  const items = await db
    .from('package_items')
    .join('items', 'items.id', 'package_items.item_id')
    .join('buybacks', 'buybacks.id', 'items.buyback_id')
    .leftJoin('products', 'products.id', 'buybacks.product_id')
    .where('package_items.package_id', pkg.id)
    .orderBy('items.identification_number')
    .select(
      'items.identification_number',
      'buybacks.identification_number as buyback_number',
      'buybacks.imei',
      'products.label as product',
      'buybacks.controlled_grade',
      'buybacks.declared_grade'
    )

  const title = i18n.t(TITLES[kind])
  const doc = newPdf(`${title} ${pkg.number}`, locale)
  doc.image(await barcodePng(pkg.number), doc.page.width - MARGIN - 170, MARGIN, { fit: [170, 60] })
  doc.x = MARGIN
  doc.y = MARGIN
  heading(doc, title)
  rows(doc, [
    [i18n.t('documents.package.number'), pkg.number],
    [i18n.t('documents.common.date'), pkg.closedAt?.setLocale(locale).toLocaleString() ?? null],
    [i18n.t('documents.package.item_count'), String(items.length)],
  ])
  doc.y = Math.max(doc.y, MARGIN + 84)
  if (origin) {
    section(doc, i18n.t('documents.transport_order.sender'))
    rows(doc, placeRows(i18n, origin))
  }
  if (destination) {
    section(doc, i18n.t('documents.transport_order.recipient'))
    rows(doc, placeRows(i18n, destination))
  }
  section(doc, i18n.t('documents.transport_order.carrier'))
  rows(doc, [
    // The carrier by its name in the reader's language, never its code ("sandbox").
    [
      i18n.t('documents.transport_order.carrier'),
      i18n.t(`documents.transport_order.carriers.${transport.company}`, {}, transport.company),
    ],
    [i18n.t('documents.transport_order.tracking'), transport.trackingNumber],
  ])

  section(doc, i18n.t('documents.package.content'))
  const columns = [
    { key: 'identification_number', width: 110, label: i18n.t('documents.transport_order.item') },
    { key: 'buyback_number', width: 100, label: i18n.t('documents.common.buyback_number') },
    { key: 'product', width: 190, label: i18n.t('documents.common.label') },
    { key: 'imei', width: 100, label: i18n.t('documents.common.imei') },
  ] as const
  const line = (cells: string[], bold: boolean) => {
    if (doc.y > doc.page.height - MARGIN - 40) doc.addPage()
    const y = doc.y
    let x = MARGIN
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(9)
      .fillColor('#111111')
    cells.forEach((cell, index) => {
      doc.text(cell, x, y, { width: columns[index].width - 6, lineBreak: false, ellipsis: true })
      x += columns[index].width
    })
    doc.x = MARGIN
    doc.y = y + 16
  }
  line(
    columns.map((column) => column.label),
    true
  )
  for (const item of items) {
    line(
      columns.map((column) => String(item[column.key] ?? '')),
      false
    )
  }
  doc.moveDown()
  paragraph(
    doc,
    i18n.t(kind === 'packing_slip' ? 'documents.packing_slip.check' : 'documents.package.check_in'),
    9
  )
  if (kind === 'transport_order') {
    doc.moveDown(2)
    rows(doc, [
      [i18n.t('documents.package.handed_over_by'), ' '],
      [i18n.t('documents.package.received_by'), ' '],
    ])
  }
  return { bytes: await pdfBytes(doc), fileName }
}

/** The label the carrier gave for a transport, or `expedition_label_unavailable`. */
export async function labelBytes(transport: Transport) {
  if (!transport.labelKey || !(await drive.use().exists(transport.labelKey))) {
    throw refuse('expedition_label_unavailable')
  }
  return Buffer.from(await drive.use().getBytes(transport.labelKey))
}
