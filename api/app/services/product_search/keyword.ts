/**
 * The back-office product list's name filter (`q=`, through the full-text indexes of migration 0013); the
 * storefront, store wizard and back-office searches go through the relevance index instead
 * (#services/product_search/tokens, relevance, search_index).
 * How a keyword becomes a query, the same for every engine. A keyword is split into words of letters and
 * digits. Words of 3 characters or more must begin a word of the searched fields: they go to the full-text
 * index. Shorter words (below InnoDB's smallest indexed token) and InnoDB's stop words cannot use the
 * MySQL index, so on every engine they must appear anywhere in one of the fields instead (LIKE).
 */
export const MIN_INDEXED_WORD = 3

// InnoDB's default stop words of 3 letters or more (INFORMATION_SCHEMA.INNODB_FT_DEFAULT_STOPWORD).
const STOP_WORDS = new Set([
  'about',
  'are',
  'com',
  'for',
  'from',
  'how',
  'that',
  'the',
  'this',
  'was',
  'what',
  'when',
  'where',
  'who',
  'will',
  'with',
  'und',
  'www',
])

export interface KeywordWords {
  /** Lowercase, without diacritics: prefixes for the full-text index. */
  indexed: string[]
  /** Lowercase: substrings for LIKE. */
  anywhere: string[]
}

export function keywordWords(keyword: string | undefined): KeywordWords {
  const words = [...new Set((keyword ?? '').toLowerCase().split(/[^\p{L}\p{N}]+/u))].filter(Boolean)
  const indexable = (word: string) => word.length >= MIN_INDEXED_WORD && !STOP_WORDS.has(word)
  return {
    indexed: words.filter(indexable).map((word) => word.normalize('NFD').replace(/\p{M}/gu, '')),
    anywhere: words.filter((word) => !indexable(word)),
  }
}

/** The searched fields: all the keyword columns, or the label alone (name filter of the list). */
export const KEYWORD_FIELDS = {
  all: ['label', 'brand', 'modele', 'reference', 'ean_code'],
  label: ['label'],
} as const
export type KeywordFields = keyof typeof KEYWORD_FIELDS
