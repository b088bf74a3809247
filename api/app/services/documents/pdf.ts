import PDFDocument from 'pdfkit'
import type { I18n } from '@adonisjs/i18n'
import { gtinCheckDigit } from '#domain/identifiers'
import bwipjs from 'bwip-js'

/**
 * The PDF toolkit of the document service: A4 pages with the built-in Helvetica (Latin-1 covers French,
 * English, Dutch and German), and barcodes drawn by bwip-js. Nothing is fetched at run time.
 */
export type Pdf = PDFKit.PDFDocument

export const MARGIN = 48

export function newPdf(
  title: string,
  language: string,
  size: string | [number, number] = 'A4',
  margin = MARGIN
): Pdf {
  return new PDFDocument({
    size,
    margin,
    lang: language,
    info: { Title: title, Producer: 'Reprise', Creator: 'Reprise' },
    bufferPages: true,
  })
}

/** The finished document as bytes. */
export function pdfBytes(doc: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
    doc.end()
  })
}

/**
 * A 13-digit buy-back number carries its GS1 check digit: it prints as an EAN-13; anything else (a number
 * from an older system whose last digit is not a check digit, a tracking number) as Code 128.
 */
export function barcodePng(text: string): Promise<Buffer> {
  const ean = /^\d{13}$/.test(text) && gtinCheckDigit(text.slice(0, 12)) === Number(text[12])
  return bwipjs.toBuffer({
    bcid: ean ? 'ean13' : 'code128',
    text,
    scale: 3,
    height: 14,
    includetext: true,
    textxalign: 'center',
  })
}

export function heading(doc: Pdf, text: string, size = 18) {
  doc.font('Helvetica-Bold').fontSize(size).fillColor('#111111').text(text)
  doc.moveDown(0.4)
}

export function section(doc: Pdf, text: string) {
  doc.moveDown(0.6)
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillColor('#111111')
    .text(text.toUpperCase(), { characterSpacing: 0.5 })
  doc.moveDown(0.2)
}

/** "Label: value" lines; empty values are left out. */
export function rows(doc: Pdf, entries: [string, string | null | undefined][]) {
  for (const [label, value] of entries) {
    if (value === null || value === undefined || value === '') continue
    doc.font('Helvetica-Bold').fontSize(10).fillColor('#333333').text(`${label}: `, { continued: true })
    doc.font('Helvetica').fillColor('#111111').text(value)
  }
}

export function paragraph(doc: Pdf, text: string, size = 9) {
  doc.font('Helvetica').fontSize(size).fillColor('#222222').text(text, { align: 'justify' })
}

/** A postal address on one line: street, complement, zip code and city, country. */
export const address = (place: {
  street: string | null
  streetComplement?: string | null
  zipCode: string | null
  city: string | null
  country?: string | null
}) =>
  [place.street, place.streetComplement, [place.zipCode, place.city].filter(Boolean).join(' '), place.country]
    .filter(Boolean)
    .join(', ')

/** The name and address rows of a store, a workshop or a buyer on a document. */
export function placeRows(
  i18n: I18n,
  place: Parameters<typeof address>[0] & { corporateName: string | null; commonName: string }
): [string, string | null | undefined][] {
  return [
    [i18n.t('documents.common.name'), place.corporateName ?? place.commonName],
    [i18n.t('documents.common.address'), address(place)],
  ]
}
