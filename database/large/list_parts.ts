/** What the parts of the list seed share: their sizes, its log and its rows. */
export const STORES_PER_UNIT = 50
export const SUBCATEGORIES = 9
export const QUARANTINED = 2_000
export const ON_SHELVES = 20_000
export const DAY = 86_400_000

export type Log = (line: string) => void
export type Row = Record<string, any>

export const countOf = async (query: { count(column: string): any }) =>
  Number((await query.count('* as total'))[0].total)
