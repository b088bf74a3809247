import type { I18n } from '@adonisjs/i18n'
import type { LucidModel, ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'

const PAGE = 1000
const COLUMNS = [
  'identification_number',
  'created_at',
  'status',
  'channel',
  'circuit',
  'store',
  'customer',
  'product',
  'declared_grade',
  'declared_price',
  'validated_price',
  'paid_price',
] as const

/**
 * A CSV cell: quoted when it holds the separator, a quote or a line break; and a cell a spreadsheet would
 * run as a formula (=, +, -, @, tab or carriage return first) is prefixed with an apostrophe.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[;"\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

const euros = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2))

/** A timestamp as the database gives it (a string on SQLite, a Date on MySQL), in UTC: "2026-11-24 09:30:00". */
const timestamp = (value: unknown) =>
  value instanceof Date ? value.toISOString().slice(0, 19).replace('T', ' ') : String(value ?? '')

interface Row {
  id: number
  identification_number: string
  created_at: string | Date
  status: string
  channel: string
  circuit_name: string | null
  store_name: string | null
  customer_name: string | null
  product_label: string | null
  declared_grade: string | null
  declared_price: number | null
  validated_price: number | null
  paid_price: number | null
}

/**
 * The rows of the query, newest first, keyset-paged on (created_at, id) so that each page is a range of the
 * (account, created_at) index and memory stays flat however many rows there are; rows are read as plain
 * objects, not models.
 */
export async function* buybackCsv(
  query: ModelQueryBuilderContract<LucidModel, any>,
  i18n: I18n
): AsyncGenerator<string> {
  yield '\uFEFF' + COLUMNS.map((column) => csvCell(i18n.t(`exports.buybacks.${column}`))).join(';') + '\n'
  const statusNames = new Map<string, string>()
  const statusName = (status: string) => {
    if (!statusNames.has(status)) statusNames.set(status, i18n.t(`exports.statuses.${status}`))
    return statusNames.get(status)!
  }
  let last: Row | null = null
  for (;;) {
    const page = query
      .clone()
      .clearOrder()
      .orderBy('buybacks.created_at', 'desc')
      .orderBy('buybacks.id', 'desc')
      .limit(PAGE)
    if (last) {
      const { created_at: at, id } = last
      page.where('buybacks.created_at', '<=', at).where((after) => {
        after.where('buybacks.created_at', '<', at).orWhere('buybacks.id', '<', id)
      })
    }
    const rows = (await page.pojo()) as Row[]
    if (rows.length === 0) return
    yield (
      rows
        .map((row) =>
          [
            row.identification_number,
            timestamp(row.created_at),
            statusName(row.status),
            row.channel,
            row.circuit_name,
            row.store_name,
            row.customer_name,
            row.product_label,
            row.declared_grade,
            euros(row.declared_price),
            euros(row.validated_price),
            euros(row.paid_price),
          ]
            .map(csvCell)
            .join(';')
        )
        .join('\n') + '\n'
    )
    last = rows[rows.length - 1]!
    if (rows.length < PAGE) return
  }
}
