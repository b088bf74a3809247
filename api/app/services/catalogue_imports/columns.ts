import { restoreCell } from '#services/csv/writer'

/**
 * The one CSV column format of the catalogue, shared by the imports (reading a cell) and the exports (writing
 * one), so that an exported file imports back unchanged. A header names the columns in any order; a column
 * the file lacks leaves its field as it is, an empty cell clears it (a required field then refuses the line).
 * Money is written in euros with two decimals ("120.50", "120,50" read too) and kept in cents. Lists (ids,
 * identifiers) are "|" separated.
 */
export type CellKind = 'text' | 'integer' | 'euros' | 'boolean' | 'ids' | 'list' | 'json'

export interface ColumnSpec {
  /** The CSV header. */
  name: string
  /** The field of the validator (and of the exported record). */
  field: string
  kind: CellKind
}

export const col = (name: string, field: string, kind: CellKind = 'text'): ColumnSpec => ({
  name,
  field,
  kind,
})

const TRUE = new Set(['1', 'yes', 'true', 'oui', 'ja', 'y', 'o'])
const FALSE = new Set(['0', 'no', 'false', 'non', 'nee', 'nein', 'n'])

/** A cell that cannot be read as its kind: the line is refused with this column named. */
export class CellError extends Error {
  constructor(
    public column: string,
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
      if (!Number.isFinite(value)) throw new CellError(spec.name, 'import_bad_number')
      return value
    }
    case 'euros': {
      if (!/^-?\d+([.,]\d+)?$/.test(cell)) throw new CellError(spec.name, 'import_bad_number')
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
      throw new CellError(spec.name, 'import_bad_boolean')
    }
    case 'ids':
      return cell.split('|').map((one) => {
        const id = Number(one.trim())
        if (!Number.isInteger(id)) throw new CellError(spec.name, 'import_bad_number')
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
        throw new CellError(spec.name, 'import_bad_json')
      }
  }
}

/** The cell an export writes for a value. */
export function writeCell(spec: ColumnSpec, value: unknown): string {
  if (value === null || value === undefined) return ''
  switch (spec.kind) {
    case 'euros':
      return (Number(value) / 100).toFixed(2)
    case 'boolean':
      return value ? 'yes' : 'no'
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

/** Per data type: the columns, the one naming an existing row (its key), and the CSV file name. */
export const PRODUCT_COLUMNS: ColumnSpec[] = [
  col('id', 'id'),
  col('category_identifier', 'categoryIdentifier'),
  col('label', 'label'),
  col('brand', 'brand'),
  col('modele', 'modele'),
  col('reference', 'reference'),
  col('ean_code', 'eanCode'),
  col('tac_codes', 'tacCodes'),
  col('is_collecting_imei', 'isCollectingImei', 'boolean'),
  col('comment', 'comment'),
  col('height', 'height', 'integer'),
  col('width', 'width', 'integer'),
  col('length', 'length', 'integer'),
  col('weight', 'weight', 'integer'),
  col('buyback_zero_not_allowed', 'buybackZeroNotAllowed', 'boolean'),
  col('status', 'status'),
  col('price_grade_a', 'priceGradeA', 'euros'),
  col('buyback_price_grade_a', 'buybackPriceGradeA', 'euros'),
  col('buyback_price_grade_b', 'buybackPriceGradeB', 'euros'),
  col('buyback_price_grade_c', 'buybackPriceGradeC', 'euros'),
  col('buyback_price_grade_d', 'buybackPriceGradeD', 'euros'),
  col('buyback_price_grade_e', 'buybackPriceGradeE', 'euros'),
  col('buyback_price_functional', 'buybackPriceFunctional', 'euros'),
  // Identifiers of the account's categories, "|" separated; an empty cell removes them all.
  col('secondary_category_identifiers', 'secondaryCategoryIdentifiers', 'list'),
  // Ids of the account's refurb diagnostic questions, "|" separated.
  col('refurb_question_ids', 'refurbQuestionIds', 'ids'),
]

export const CATEGORY_COLUMNS: ColumnSpec[] = [
  col('identifier', 'identifier'),
  col('label', 'label'),
  col('parent_identifier', 'parentIdentifier'),
  col('buyer_account_id', 'buyerAccountId', 'integer'),
  col('warehouse_ids', 'warehouseIds', 'ids'),
  col('default_height', 'defaultHeight', 'integer'),
  col('default_width', 'defaultWidth', 'integer'),
  col('default_length', 'defaultLength', 'integer'),
  col('default_weight', 'defaultWeight', 'integer'),
  col('max_weight', 'maxWeight', 'integer'),
  col('image_alt', 'imageAlt'),
  col('highlighted_instruction', 'highlightedInstruction'),
  col('children_description', 'childrenDescription'),
  col('absorption_type', 'absorptionType'),
  col('absorption_value', 'absorptionValue', 'integer'),
  col('requires_data_erasure', 'requiresDataErasure', 'boolean'),
  col('status', 'status'),
]

const LANGUAGES = ['fr', 'en', 'nl', 'de'] as const
export const QUESTION_COLUMNS: ColumnSpec[] = [
  col('id', 'id', 'integer'),
  col('category_identifier', 'categoryIdentifier'),
  col('status', 'status'),
  ...LANGUAGES.map((lang) => col(`title_${lang}`, `title.${lang}`)),
  ...LANGUAGES.map((lang) => col(`how_to_test_${lang}`, `howToTest.${lang}`)),
  col('answers', 'answers', 'json'),
]

export const COLUMNS = {
  product: PRODUCT_COLUMNS,
  category: CATEGORY_COLUMNS,
  diagnostic_question: QUESTION_COLUMNS,
} as const

export const KEY_COLUMN = { product: 'id', category: 'identifier', diagnostic_question: 'id' } as const
