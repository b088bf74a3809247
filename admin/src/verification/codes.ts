/** Codes typed, scanned or imported: a buy-back number (13 digits) or an item code (8 or 13 characters). */
export const isBuybackNumber = (code: string) => /^\d{13}$/.test(code)

export const isCode = (code: string) => /^[A-Za-z0-9]{8}$|^[A-Za-z0-9]{13}$/.test(code)

/**
 * The codes of a CSV list: one per line, or the first column (comma, semicolon or tab separated, quotes
 * allowed). A first line without a digit is a header and left out; a code listed twice is kept once. Any
 * other cell is kept, so that a mistyped code shows in the queue as refused instead of vanishing.
 */
export function codesOfCsv(text: string): string[] {
  const cells = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .map((line) =>
      line
        .split(/[;,\t]/)[0]
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .trim()
    )
  if (cells.length && !/\d/.test(cells[0])) cells.shift()
  return [...new Set(cells.filter(Boolean))]
}
