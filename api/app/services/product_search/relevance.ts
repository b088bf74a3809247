import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { allowedEdits, editDistance, isWord, searchTokens } from '#services/product_search/tokens'

/**
 * How a keyword becomes the terms of the relevance search, the same for every engine: the
 * account's synonyms replace what they name, then each term is matched by its whole token, by the words of
 * the vocabulary it begins (words of letters, 2 letters or more), or, when it neither is nor begins any
 * word, by the words within its allowed typos (#services/product_search/tokens allowedEdits). Numbers and
 * number-and-unit tokens only match whole.
 */
export interface Term {
  /** The token as typed (after synonyms). */
  token: string
  whole: string[]
  prefix: string[]
  typo: string[]
}

export interface Lexicon {
  /** Vocabulary words near the keyword's words (by prefix or by length). */
  words: string[]
  /** Synonyms of the account: tokens of the term → tokens of its replacement. */
  synonyms: Array<{ term: string[]; replacement: string[] }>
}

/** Words a beginning stands for at most (the shortest): a query of one letter stays a bounded one. */
const MAX_PREFIX_WORDS = 100

/** Smallest and largest length difference looked at: two edits (the most forgiven, and "did you mean"). */
const WINDOW = 2

/** The first string after every string starting with `prefix`, byte by byte. */
export function prefixEnd(prefix: string) {
  const last = prefix.codePointAt(prefix.length - 1)!
  return `${prefix.slice(0, -1)}${String.fromCodePoint(last + 1)}`
}

function prefixable(token: string, last: boolean, prefixLast: boolean) {
  return isWord(token) && (token.length >= 2 || (last && prefixLast))
}

/**
 * One query for the vocabulary words the keyword may mean and the account's synonyms (a UNION, so that a
 * search costs two statements: this and the search itself).
 */
export async function loadLexicon(
  client: QueryClientContract,
  accountId: number | null,
  tokens: string[],
  prefixLast: boolean
): Promise<Lexicon> {
  const conditions: string[] = []
  const bindings: Array<string | number> = []
  tokens.forEach((token, index) => {
    if (prefixable(token, index === tokens.length - 1, prefixLast)) {
      conditions.push('(word >= ? AND word < ?)')
      bindings.push(token, prefixEnd(token))
    }
    if (isWord(token) && token.length >= 3) {
      conditions.push('(length BETWEEN ? AND ?)')
      bindings.push(token.length - WINDOW, token.length + WINDOW)
    }
  })
  const account = accountId === null ? '' : 'account_id = ? AND '
  const vocabulary = conditions.length
    ? `SELECT DISTINCT 'v' AS kind, word, NULL AS replacement FROM search_vocabulary
        WHERE ${account}(${conditions.join(' OR ')})`
    : null
  const synonyms =
    accountId === null
      ? null
      : `SELECT 's' AS kind, term AS word, replacement FROM search_synonyms WHERE account_id = ?`
  const parts = [vocabulary, synonyms].filter(Boolean)
  if (!parts.length) return { words: [], synonyms: [] }
  const allBindings: Array<string | number> = [
    ...(vocabulary ? [...(accountId === null ? [] : [accountId]), ...bindings] : []),
    ...(synonyms && accountId !== null ? [accountId] : []),
  ]
  const result = await client.rawQuery(parts.join(' UNION ALL '), allBindings)
  const rows: Array<{ kind: string; word: string; replacement: string | null }> =
    client.dialect.name.includes('sqlite') ? result : result[0]
  return {
    words: rows.filter((row) => row.kind === 'v').map((row) => row.word),
    synonyms: rows
      .filter((row) => row.kind === 's')
      .map((row) => ({ term: searchTokens(row.word), replacement: searchTokens(row.replacement) }))
      .filter((synonym) => synonym.term.length > 0)
      .sort((a, b) => b.term.length - a.term.length),
  }
}

/** The tokens with every synonym's term replaced, each marked when it comes from a synonym. */
export function applySynonyms(tokens: string[], synonyms: Lexicon['synonyms']) {
  const out: Array<{ token: string; synonym: boolean }> = []
  let index = 0
  while (index < tokens.length) {
    const found = synonyms.find(({ term }) => term.every((word, offset) => tokens[index + offset] === word))
    if (found) {
      out.push(...found.replacement.map((token) => ({ token, synonym: true })))
      index += found.term.length
    } else {
      out.push({ token: tokens[index], synonym: false })
      index++
    }
  }
  const seen = new Set<string>()
  return out.filter(({ token }) => !seen.has(token) && seen.add(token))
}

/** The terms of a keyword, resolved against the lexicon. */
export function resolveTerms(tokens: string[], lexicon: Lexicon, prefixLast: boolean): Term[] {
  const vocabulary = new Set(lexicon.words)
  const expanded = applySynonyms(tokens, lexicon.synonyms)
  return expanded.map(({ token, synonym }, index) => {
    const term: Term = { token, whole: [token], prefix: [], typo: [] }
    if (synonym) return term
    if (prefixable(token, index === expanded.length - 1, prefixLast)) {
      term.prefix = lexicon.words
        .filter((word) => word !== token && word.startsWith(token))
        .sort((a, b) => a.length - b.length || (a < b ? -1 : 1))
        .slice(0, MAX_PREFIX_WORDS)
    }
    const edits = allowedEdits(token)
    if (edits && !vocabulary.has(token) && !term.prefix.length) {
      term.typo = lexicon.words.filter((word) => editDistance(token, word, edits) <= edits)
    }
    return term
  })
}

/**
 * "Did you mean": the keyword with each unknown word of 3 letters or more replaced by the closest
 * vocabulary word (up to two edits, one for 3 letters; ties to the shorter then alphabetical), or null when
 * nothing changes.
 */
export function correctedKeyword(tokens: string[], lexicon: Lexicon): string | null {
  const vocabulary = new Set(lexicon.words)
  let changed = false
  const corrected = tokens.map((token) => {
    if (!isWord(token) || token.length < 3 || vocabulary.has(token)) return token
    if (lexicon.words.some((word) => word.startsWith(token))) return token
    const most = token.length >= 4 ? 2 : 1
    let best: { word: string; distance: number } | null = null
    for (const word of lexicon.words) {
      const distance = editDistance(token, word, most)
      if (distance > most) continue
      if (
        !best ||
        distance < best.distance ||
        (distance === best.distance &&
          (word.length < best.word.length || (word.length === best.word.length && word < best.word)))
      ) {
        best = { word, distance }
      }
    }
    if (!best) return token
    changed = true
    return best.word
  })
  return changed ? corrected.join(' ') : null
}

/**
 * The per-product scores of the terms, as the select list of a query over search_words grouped by product:
 * for each term its best match (3 whole token, 2 prefix, 1 typo) and whether it matched in the label; how
 * many words of the model the keyword matched, and how many the model has. `words` are every word a term
 * stands for (the rows to read).
 */
export function scoreColumns(terms: Term[]) {
  const bindings: Array<string | number> = []
  const list = (words: string[]) => {
    bindings.push(...words)
    return words.map(() => '?').join(', ')
  }
  const columns = terms.map((term, index) => {
    const cases = [
      [term.whole, 3],
      [term.prefix, 2],
      [term.typo, 1],
    ]
      .filter(([words]) => (words as string[]).length)
      .map(([words, score]) => `WHEN word IN (${list(words as string[])}) THEN ${score}`)
      .join(' ')
    const all = [...term.whole, ...term.prefix, ...term.typo]
    const label = `MAX(CASE WHEN in_label = 1 AND word IN (${list(all)}) THEN 1 ELSE 0 END) AS l${index}`
    return `MAX(CASE ${cases} ELSE 0 END) AS s${index}, ${label}`
  })
  const words = [...new Set(terms.flatMap((term) => [...term.whole, ...term.prefix, ...term.typo]))]
  const sql = `product_id, ${columns.join(', ')}, SUM(in_model) AS model_hits, MAX(model_words) AS model_words`
  return { sql, bindings, words }
}

/** The scores of every product matching some term (scoreColumns), as a subquery over search_words. */
export function scoresSubquery(terms: Term[], accountId: number | null) {
  const columns = scoreColumns(terms)
  const bindings = [...columns.bindings]
  const account = accountId === null ? '' : 'account_id = ? AND '
  if (accountId !== null) bindings.push(accountId)
  bindings.push(...columns.words)
  const sql = `SELECT ${columns.sql} FROM search_words
    WHERE ${account}word IN (${columns.words.map(() => '?').join(', ')}) GROUP BY product_id`
  return { sql, bindings }
}

/**
 * The relevance order over the `relevance` subquery: every term matched before some; whole tokens before
 * prefixes before typos; matches in the label; the keyword naming the whole model ("iphone 13" before an
 * iPhone 13 Pro); then the product's buy-backs of the last 90 days (#services/product_search/popularity), then label.
 */
export function relevanceOrder(terms: Term[]) {
  const sum = (expression: (index: number) => string) =>
    terms.map((_, index) => expression(index)).join(' + ')
  return [
    `${sum((index) => `(CASE WHEN relevance.s${index} > 0 THEN 1 ELSE 0 END)`)} DESC`,
    `${sum((index) => `relevance.s${index}`)} DESC`,
    `${sum((index) => `relevance.l${index}`)} DESC`,
    `(CASE WHEN relevance.model_words > 0 AND relevance.model_hits = relevance.model_words THEN 1 ELSE 0 END) DESC`,
  ]
}

/** Where the order after relevance reads a product's popularity, label and id. */
export interface OrderColumns {
  popularity: string
  label: string
  id: string
}

/** The end of the order, between products of equal relevance: popularity, then label, then id. */
function tieOrder(columns: OrderColumns, sqlite: boolean) {
  return [
    `${columns.popularity} DESC`,
    sqlite ? `${columns.label} COLLATE NOCASE ASC` : `${columns.label} ASC`,
    `${columns.id} ASC`,
  ]
}

/**
 * The whole order of a relevance search: relevance, then popularity (buy-backs of the last 90 days), label and
 * id, read from the products or from the search index rows that copy them (migration 0098).
 */
export function searchOrder(terms: Term[], columns: OrderColumns, sqlite: boolean) {
  return [...relevanceOrder(terms), ...tieOrder(columns, sqlite)].join(', ')
}

/**
 * The order of one word's index rows (migration 0099) that is the search order of the products matching the
 * keyword by that word alone: every term, score and label hit of such a product comes from that one row, so
 * that after its word (fixed) only the label hit, the word naming the whole model (a model of one word: the
 * model's words all matched) and the tie order tell two of them apart, in the order of relevanceOrder.
 */
export function wordRankOrder(sqlite: boolean) {
  return [
    'in_label DESC',
    'completes_model DESC',
    ...tieOrder({ popularity: 'popularity', label: 'label', id: 'product_id' }, sqlite),
  ].join(', ')
}
