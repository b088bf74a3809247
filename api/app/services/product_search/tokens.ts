/**
 * The words of the relevance search, the same for the products' index and for what a customer
 * types: case and accents folded, letters and digits split ("iphone13" → "iphone 13", "fold5" → "fold 5"),
 * and a number followed by a storage or size unit kept as one token with the unit's canonical spelling
 * ("512go", "512 Go" and "512GB" → "512go"; "1 To" → "1to"; '13 pouces' and "13 inch" → "13pouces").
 */

/** Units kept together with the number before them, by their canonical spelling. */
const UNITS: Record<string, string> = {
  go: 'go',
  gb: 'go',
  gig: 'go',
  to: 'to',
  tb: 'to',
  mo: 'mo',
  mb: 'mo',
  ko: 'ko',
  kb: 'ko',
  mm: 'mm',
  cm: 'cm',
  pouces: 'pouces',
  pouce: 'pouces',
  inch: 'pouces',
  inches: 'pouces',
  mah: 'mah',
}

const DIGITS = /^\p{N}+$/u
const LETTERS = /^\p{L}+$/u

/** Lower case without diacritics ("Édition" → "edition"). */
export function foldText(text: string) {
  return text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')
}

/** The tokens of a text, in order, repeated ones included. */
export function searchTokens(text: string | null | undefined): string[] {
  const parts = foldText(text ?? '').match(/\p{L}+|\p{N}+/gu) ?? []
  const tokens: string[] = []
  for (let index = 0; index < parts.length; index++) {
    const unit = UNITS[parts[index + 1] ?? '']
    if (DIGITS.test(parts[index]) && unit) {
      tokens.push(`${parts[index]}${unit}`)
      index++
    } else {
      tokens.push(parts[index])
    }
  }
  return tokens
}

/** The number of a number-and-unit token ("512go" → "512"), else null. */
export function numberOfUnit(token: string): string | null {
  const match = /^(\p{N}+)\p{L}+$/u.exec(token)
  return match ? match[1] : null
}

/**
 * The tokens a product field is found by: its tokens, and the bare number of each number-and-unit token, so
 * that "512" finds "512 Go" as a whole token too. Distinct.
 */
export function indexTokens(text: string | null | undefined): string[] {
  const tokens = new Set<string>()
  for (const token of searchTokens(text)) {
    tokens.add(token)
    const number = numberOfUnit(token)
    if (number) tokens.add(number)
  }
  return [...tokens]
}

/** A word of letters only: the only tokens that may match as a prefix or with typos. */
export const isWord = (token: string) => LETTERS.test(token)

/**
 * Typos forgiven in a word: one edit from 4 letters, two from 8 (the defaults of the usual search engines),
 * none in shorter words, numbers or number-and-unit tokens.
 */
export function allowedEdits(token: string) {
  if (!isWord(token)) return 0
  if (token.length >= 8) return 2
  return token.length >= 4 ? 1 : 0
}

/**
 * Edit distance with adjacent transpositions (optimal string alignment: "ipohne" is one edit from "iphone"),
 * or `max + 1` as soon as it exceeds `max`.
 */
export function editDistance(a: string, b: string, max: number) {
  if (Math.abs(a.length - b.length) > max) return max + 1
  let before: number[] = []
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    let smallest = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, before[j - 2] + 1)
      }
      current.push(value)
      smallest = Math.min(smallest, value)
    }
    if (smallest > max) return max + 1
    before = previous
    previous = current
  }
  return Math.min(previous[b.length], max + 1)
}
