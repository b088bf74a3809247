import type { I18n } from '@adonisjs/i18n'
import type { LucidModel, ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type Buyback from '#models/buyback'

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

/** The rows of the query, keyset-paged by id so that memory stays flat however many rows there are. */
export async function* buybackCsv(
  query: ModelQueryBuilderContract<LucidModel, any>,
  i18n: I18n
): AsyncGenerator<string> {
  yield '\uFEFF' + COLUMNS.map((column) => csvCell(i18n.t(`exports.buybacks.${column}`))).join(';') + '\n'
  let lastId: number | null = null
  for (;;) {
    const page = query.clone().clearOrder().orderBy('buybacks.id', 'desc').limit(PAGE)
    if (lastId !== null) page.where('buybacks.id', '<', lastId)
    const rows = (await page) as Buyback[]
    if (rows.length === 0) return
    yield (
      rows
        .map((row) =>
          [
            row.identificationNumber,
            row.createdAt.toISO(),
            i18n.t(`exports.statuses.${row.status}`),
            row.channel,
            row.$extras.circuit_name,
            row.$extras.store_name,
            row.$extras.customer_name,
            row.$extras.product_label,
            row.declaredGrade,
            euros(row.declaredPrice),
            euros(row.validatedPrice),
            euros(row.paidPrice),
          ]
            .map(csvCell)
            .join(';')
        )
        .join('\n') + '\n'
    )
    lastId = rows[rows.length - 1]!.id
    if (rows.length < PAGE) return
  }
}
