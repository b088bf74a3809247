import { ABSORPTION_TYPES } from '#models/category'
import { QUARANTINE_REASONS } from '#domain/verification'
import { restoreCell } from '#services/csv/writer'
import { plainAmount } from '#domain/money_format'

/**
 * The one CSV column format of the catalogue, shared by the imports (reading a cell) and the exports (writing
 * one), so that an exported file imports back unchanged. A header names the columns in any order; a column
 * the file lacks leaves its field as it is, an empty cell clears it (a required field then refuses the line).
 * Money is written in euros with two decimals ("120.50", "120,50" read too) and kept in cents. Lists (ids,
 * identifiers) are "|" separated.
 */
export type CellKind = 'text' | 'integer' | 'euros' | 'boolean' | 'ids' | 'list' | 'json'

/** What the template says of a column (column_texts.ts writes it in the admin's language). */
export interface ColumnHelp {
  /** Required on every line, on a line that creates a row, or never (the default). */
  required?: 'always' | 'create'
  /** The values the column takes (shown as they are written). */
  values?: readonly string[]
  /** The unit of a number: centimetres, grams, euros or a percentage. */
  unit?: 'cm' | 'g' | 'eur' | 'percent'
  /** The cell of the template's sample line. */
  sample?: string | number | boolean
}

export interface ColumnSpec extends ColumnHelp {
  /** The CSV header of machine files (raw exports); readable headers are read too (column_texts.ts). */
  name: string
  /** The field of the validator (and of the exported record). */
  field: string
  kind: CellKind
  /** The readable header's key (`imports.columns.<title>`) and, for a column per language, its language. */
  title: string
  lang?: string
}

export const col = (
  name: string,
  field: string,
  kind: CellKind = 'text',
  help: ColumnHelp = {}
): ColumnSpec => ({ name, field, kind, title: name, ...help })

const TRUE = new Set(['1', 'yes', 'true', 'oui', 'ja', 'y', 'o'])
const FALSE = new Set(['0', 'no', 'false', 'non', 'nee', 'nein', 'n'])

/** A cell that cannot be read as its kind: the line is refused with this column named. */
export class CellError extends Error {
  constructor(
    public spec: ColumnSpec,
    public code: 'import_bad_number' | 'import_bad_boolean' | 'import_bad_json'
  ) {
    super(code)
  }
}

/**
 * The value a validator receives for a cell; null for an empty one. A text cell the export neutralised
 * against spreadsheet formulas (`'=…`) reads back as the text it was (services/csv/writer.ts).
 */
export function readCell(spec: ColumnSpec, raw: string): unknown {
  const cell = raw.trim()
  if (cell === '') return spec.kind === 'boolean' ? undefined : null
  switch (spec.kind) {
    case 'text':
      return restoreCell(cell)
    case 'integer': {
      const value = Number(cell)
      if (!Number.isFinite(value)) throw new CellError(spec, 'import_bad_number')
      return value
    }
    case 'euros': {
      if (!/^-?\d+([.,]\d+)?$/.test(cell)) throw new CellError(spec, 'import_bad_number')
      // Cents from the text itself, not through a float product: "19.99" is 1999, never 1998.99…
      const [whole, decimals = ''] = cell.replace(',', '.').split('.')
      if (decimals.length > 2) return Number(cell.replace(',', '.')) * 100
      const sign = whole.startsWith('-') ? -1 : 1
      return sign * (Math.abs(Number(whole)) * 100 + Number(decimals.padEnd(2, '0')))
    }
    case 'boolean': {
      const value = cell.toLowerCase()
      if (TRUE.has(value)) return true
      if (FALSE.has(value)) return false
      throw new CellError(spec, 'import_bad_boolean')
    }
    case 'ids':
      return cell.split('|').map((one) => {
        const id = Number(one.trim())
        if (!Number.isInteger(id)) throw new CellError(spec, 'import_bad_number')
        return id
      })
    case 'list':
      return restoreCell(cell)
        .split('|')
        .map((one) => one.trim())
        .filter(Boolean)
    case 'json':
      try {
        return JSON.parse(restoreCell(cell))
      } catch {
        throw new CellError(spec, 'import_bad_json')
      }
  }
}

/** The cell an export writes for a value. */
export function writeCell(spec: ColumnSpec, value: unknown): string | boolean {
  if (value === null || value === undefined) return ''
  switch (spec.kind) {
    case 'euros':
      return plainAmount(Number(value))
    case 'boolean':
      // The writer writes it in the file's words (oui/non, ja/nee…; yes/no for a raw file).
      return Boolean(value)
    case 'ids':
    case 'list':
      return (value as unknown[]).join('|')
    case 'json':
      return JSON.stringify(value)
    default:
      return Array.isArray(value) ? value.join(',') : String(value)
  }
}

/** Header names compared loosely: "EAN code", "ean-code" and "ean_code" are one column. */
export const normaliseHeader = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_')

const PRICE = { unit: 'eur', sample: 420.5 } as const

/** Per data type: the columns (the first names an existing row: its key). */
export const PRODUCT_COLUMNS: ColumnSpec[] = [
  col('id', 'id', 'text', { sample: '' }),
  col('category_identifier', 'categoryIdentifier', 'text', { required: 'create', sample: 'smartphones' }),
  col('label', 'label', 'text', { required: 'create', sample: 'iPhone 13 128 Go' }),
  col('brand', 'brand', 'text', { sample: 'Apple' }),
  col('modele', 'modele', 'text', { sample: 'iPhone 13' }),
  col('reference', 'reference', 'text', { sample: 'MLPF3ZD/A' }),
  col('ean_code', 'eanCode', 'text', { sample: '0194252707289' }),
  col('tac_codes', 'tacCodes', 'text', { sample: '35391110,35391111' }),
  col('is_collecting_imei', 'isCollectingImei', 'boolean', { sample: true }),
  col('comment', 'comment', 'text', { sample: '' }),
  col('height', 'height', 'integer', { unit: 'cm', sample: 15 }),
  col('width', 'width', 'integer', { unit: 'cm', sample: 8 }),
  col('length', 'length', 'integer', { unit: 'cm', sample: 1 }),
  col('weight', 'weight', 'integer', { unit: 'g', sample: 174 }),
  col('buyback_zero_not_allowed', 'buybackZeroNotAllowed', 'boolean', { sample: false }),
  col('status', 'status', 'text', { values: ['draft', 'published'], sample: 'published' }),
  col('price_grade_a', 'priceGradeA', 'euros', { unit: 'eur', sample: 909 }),
  col('buyback_price_grade_a', 'buybackPriceGradeA', 'euros', PRICE),
  col('buyback_price_grade_b', 'buybackPriceGradeB', 'euros', { ...PRICE, sample: 380 }),
  col('buyback_price_grade_c', 'buybackPriceGradeC', 'euros', { ...PRICE, sample: 310.9 }),
  col('buyback_price_grade_d', 'buybackPriceGradeD', 'euros', { ...PRICE, sample: 200 }),
  col('buyback_price_grade_e', 'buybackPriceGradeE', 'euros', { ...PRICE, sample: 90 }),
  col('buyback_price_functional', 'buybackPriceFunctional', 'euros', { ...PRICE, sample: 45 }),
  // Identifiers of the account's categories, "|" separated; an empty cell removes them all.
  col('secondary_category_identifiers', 'secondaryCategoryIdentifiers', 'list', { sample: '' }),
  // Ids of the account's refurb diagnostic questions, "|" separated.
  col('refurb_question_ids', 'refurbQuestionIds', 'ids', { sample: '' }),
  col('image', 'image', 'text', { sample: '' }),
]

export const CATEGORY_COLUMNS: ColumnSpec[] = [
  col('identifier', 'identifier', 'text', { required: 'always', sample: 'smartphones' }),
  col('label', 'label', 'text', { required: 'create', sample: 'Smartphones' }),
  col('parent_identifier', 'parentIdentifier', 'text', { sample: '' }),
  col('buyer_account_id', 'buyerAccountId', 'integer', { sample: '' }),
  col('warehouse_ids', 'warehouseIds', 'ids', { sample: '' }),
  col('default_height', 'defaultHeight', 'integer', { unit: 'cm', sample: 15 }),
  col('default_width', 'defaultWidth', 'integer', { unit: 'cm', sample: 8 }),
  col('default_length', 'defaultLength', 'integer', { unit: 'cm', sample: 2 }),
  col('default_weight', 'defaultWeight', 'integer', { unit: 'g', sample: 200 }),
  col('max_weight', 'maxWeight', 'integer', { unit: 'g', sample: 500 }),
  col('image_alt', 'imageAlt', 'text', { sample: '' }),
  col('highlighted_instruction', 'highlightedInstruction', 'text', { sample: '' }),
  col('children_description', 'childrenDescription', 'text', { sample: '' }),
  col('absorption_type', 'absorptionType', 'text', { values: ABSORPTION_TYPES, sample: 'none' }),
  col('absorption_value', 'absorptionValue', 'integer', { sample: '' }),
  col('requires_data_erasure', 'requiresDataErasure', 'boolean', { sample: true }),
  col('status', 'status', 'text', { values: ['active', 'inactive'], sample: 'active' }),
]

const LANGUAGES = ['fr', 'en', 'nl', 'de'] as const
const SAMPLE_TITLES = {
  fr: 'Écran fissuré ?',
  en: 'Cracked screen?',
  nl: 'Scherm gebarsten?',
  de: 'Display gesprungen?',
}
const inLanguage = (name: string, field: string, lang: (typeof LANGUAGES)[number], sample: string) => ({
  ...col(`${name}_${lang}`, `${field}.${lang}`, 'text', {
    sample,
    required: name === 'title' && lang === 'fr' ? ('create' as const) : undefined,
  }),
  title: name,
  lang,
})
export const QUESTION_COLUMNS: ColumnSpec[] = [
  col('id', 'id', 'integer', { sample: '' }),
  col('category_identifier', 'categoryIdentifier', 'text', { required: 'create', sample: 'smartphones' }),
  col('status', 'status', 'text', { values: ['active', 'inactive'], sample: 'active' }),
  ...LANGUAGES.map((lang) => inLanguage('title', 'title', lang, SAMPLE_TITLES[lang])),
  ...LANGUAGES.map((lang) => inLanguage('how_to_test', 'howToTest', lang, '')),
  col('answers', 'answers', 'json', {
    required: 'create',
    sample: JSON.stringify([
      { name: { fr: 'Non', en: 'No', nl: 'Nee', de: 'Nein' }, gradeCap: 'A', priceImpact: 0 },
      { name: { fr: 'Oui', en: 'Yes', nl: 'Ja', de: 'Ja' }, gradeCap: 'D', priceImpact: -3000 },
    ]),
  }),
  // The quarantine reason of each answer that is a finding (still locked to its owner's account,
  // blacklisted IMEI), in the order of the answers, "|" separated, empty for an answer that grades.
  col('answer_quarantine_reasons', 'answerQuarantineReasons', 'text', {
    values: QUARANTINE_REASONS,
    sample: '',
  }),
]

export const COLUMNS = {
  product: PRODUCT_COLUMNS,
  category: CATEGORY_COLUMNS,
  diagnostic_question: QUESTION_COLUMNS,
} as const
