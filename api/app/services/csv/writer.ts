import { Readable, pipeline } from 'node:stream'
import { stringify, type Options } from 'csv-stringify'
import { stringify as stringifySync } from 'csv-stringify/sync'

/**
 * The one CSV writer of the exports (catalogue, buy-backs, transports): `;` separated, a byte order mark so
 * that spreadsheets read the accents, on csv-stringify. A text cell a spreadsheet would run as a formula
 * (beginning with =, +, -, @, tab or carriage return) is written with an apostrophe first, the way a
 * spreadsheet user types text that looks like a formula; a text already beginning with apostrophes before
 * such a character gets one more, so that `restoreCell` (used by the import) gives back exactly the text.
 * Numeric columns (amounts, counts) are written as they are when they read as a number: -12.50 stays a number.
 */

/** A text that a spreadsheet would run as a formula, or that begins with apostrophes before one. */
const FORMULA = /^'*[=+\-@\t\r]/
/** A cell the writer neutralised: one apostrophe more than the text had. */
const NEUTRALISED = /^'+[=+\-@\t\r]/
/** A plain number as the exports write them: "12", "-12.50". */
const NUMBER = /^-?\d+(\.\d+)?$/

/** The cell written for a text. */
export const neutralise = (text: string) => (FORMULA.test(text) ? `'${text}` : text)

/** The text of a cell the writer neutralised (the import reads exports back); any other cell as it is. */
export const restoreCell = (cell: string) => (NEUTRALISED.test(cell) ? cell.slice(1) : cell)

export type CsvRow = unknown[]

/**
 * How a file writes decimals and yes/no: a person's spreadsheet in a language reads "12,50" and "oui"
 * (French, Dutch and German use the decimal comma, hence the `;` separator); a raw file, for machines,
 * writes "12.50" and "yes"/"no" whatever the language. The catalogue import reads both.
 */
export interface CsvStyle {
  decimal: '.' | ','
  yes: string
  no: string
}

export const RAW_STYLE: CsvStyle = { decimal: '.', yes: 'yes', no: 'no' }
const STYLES: Record<string, CsvStyle> = {
  fr: { decimal: ',', yes: 'oui', no: 'non' },
  en: { decimal: '.', yes: 'yes', no: 'no' },
  nl: { decimal: ',', yes: 'ja', no: 'nee' },
  de: { decimal: ',', yes: 'ja', no: 'nein' },
}

/** The style of a spreadsheet in a language (French for a language the product does not have). */
export const csvStyleOf = (locale: string) => STYLES[locale] ?? STYLES.fr

/**
 * What a list export (buy-backs, transports, statistics) is written for: by default a person's spreadsheet
 * in the caller's language (readable headers and values, its decimals and yes/no); `format=raw`, for
 * machines, technical headers and codes, 12.50 and yes/no.
 */
export interface ExportAudience {
  raw: boolean
  style: CsvStyle
}

export const exportAudienceOf = (qs: Record<string, unknown>, locale: string): ExportAudience => {
  const raw = qs.format === 'raw'
  return { raw, style: raw ? RAW_STYLE : csvStyleOf(locale) }
}

export interface CsvFormat {
  /** The header cells (translated names, or the import's column names). */
  header: readonly string[]
  /** The indexes of the numeric columns: a cell there that reads as a number is not neutralised. */
  numeric?: readonly number[]
  /** Decimals and yes/no; raw (12.50, yes/no) by default. */
  style?: CsvStyle
}

function optionsOf(format: CsvFormat): Options {
  const numeric = new Set(format.numeric ?? [])
  const style = format.style ?? RAW_STYLE
  // A number with its decimal comma is not quoted: a quoted cell may be read as text by a spreadsheet.
  const decimal = (value: string) =>
    style.decimal === '.' ? value : { value: value.replace('.', style.decimal), quoted_match: null }
  return {
    delimiter: ';',
    bom: true,
    quoted_match: /[,;"\n\r]/,
    cast: {
      string: (value, context) =>
        numeric.has(context.index) && NUMBER.test(value) ? decimal(value) : neutralise(value),
      number: (value) => decimal(String(value)),
      boolean: (value) => (value ? style.yes : style.no),
      date: (value) => value.toISOString().slice(0, 19).replace('T', ' '),
    },
  }
}

/**
 * Streams the header then the rows of `pages` as CSV, page by page as they are read: memory stays flat
 * however many rows there are. An error of `pages` ends the stream with that error.
 */
export function csvStream(format: CsvFormat, pages: AsyncIterable<CsvRow[]>): Readable {
  async function* records() {
    yield [...format.header]
    for await (const page of pages) yield* page
  }
  return pipeline(Readable.from(records()), stringify(optionsOf(format)), () => {})
}

/** A small CSV at once (the import template: its header and its sample line). */
export const csvText = (format: CsvFormat, rows: CsvRow[] = []) =>
  stringifySync([[...format.header], ...rows], optionsOf(format))
