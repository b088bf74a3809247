import type { DataType } from './api'

/**
 * The columns the server reads per data type (api/app/services/catalogue_imports/columns.ts), for the
 * template the wizard offers; an exported file has the same header.
 */
const HEADERS: Record<DataType, string[]> = {
  product: [
    'id',
    'category_identifier',
    'label',
    'brand',
    'modele',
    'reference',
    'ean_code',
    'tac_codes',
    'is_collecting_imei',
    'comment',
    'height',
    'width',
    'length',
    'weight',
    'buyback_zero_not_allowed',
    'status',
    'price_grade_a',
    'buyback_price_grade_a',
    'buyback_price_grade_b',
    'buyback_price_grade_c',
    'buyback_price_grade_d',
    'buyback_price_grade_e',
    'buyback_price_functional',
    'secondary_category_identifiers',
    'refurb_question_ids',
  ],
  category: [
    'identifier',
    'label',
    'parent_identifier',
    'buyer_account_id',
    'warehouse_ids',
    'default_height',
    'default_width',
    'default_length',
    'default_weight',
    'max_weight',
    'image_alt',
    'highlighted_instruction',
    'children_description',
    'absorption_type',
    'absorption_value',
    'requires_data_erasure',
    'status',
  ],
  diagnostic_question: [
    'id',
    'category_identifier',
    'status',
    'title_fr',
    'title_en',
    'title_nl',
    'title_de',
    'how_to_test_fr',
    'how_to_test_en',
    'how_to_test_nl',
    'how_to_test_de',
    'answers',
  ],
}

export const templateHref = (dataType: DataType) =>
  `data:text/csv;charset=utf-8,${encodeURIComponent(HEADERS[dataType].join(';') + '\n')}`
