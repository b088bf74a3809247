import type { Readable } from 'node:stream'
import type { I18n } from '@adonisjs/i18n'
import type { LucidModel, ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import { csvStream, type CsvRow, type ExportAudience } from '#services/csv/writer'
import { plainAmount } from '#domain/money_format'

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

const euros = (cents: number | null) => (cents === null ? '' : plainAmount(cents))

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

type Query = ModelQueryBuilderContract<LucidModel, any>

/** The price columns: numbers, never neutralised (a negative amount stays a number). */
const NUMERIC = ['declared_price', 'validated_price', 'paid_price'].map((name) =>
  COLUMNS.indexOf(name as (typeof COLUMNS)[number])
)

/**
 * The rows of the query as CSV (the one writer of the exports, services/csv/writer.ts): headers, statuses
 * and decimals in the caller's language, or raw (column names, status codes, 12.50) for machines.
 */
export const buybackCsv = (
  query: Query,
  named: (ids: number[]) => Query,
  i18n: I18n,
  { raw, style }: ExportAudience
): Readable =>
  csvStream(
    {
      header: COLUMNS.map((column) => (raw ? column : i18n.t(`exports.buybacks.${column}`))),
      numeric: NUMERIC,
      style,
    },
    buybackRows(query, named, raw ? null : i18n)
  )

/**
 * The rows of the query, newest first, keyset-paged on (created_at, id) so that memory stays flat however
 * many rows there are. Each page first reads the ids alone, a range of the (account, created_at) index that
 * both engines follow, then the rows of those ids with the names `named` joins to them, as plain objects.
 */
async function* buybackRows(
  query: Query,
  named: (ids: number[]) => Query,
  i18n: I18n | null
): AsyncGenerator<CsvRow[]> {
  const statusNames = new Map<string, string>()
  const statusName = (status: string) => {
    if (!i18n) return status
    if (!statusNames.has(status)) statusNames.set(status, i18n.t(`exports.statuses.${status}`))
    return statusNames.get(status)!
  }
  const newestFirst = (page: Query) =>
    page.orderBy('buybacks.created_at', 'desc').orderBy('buybacks.id', 'desc')
  let last: { id: number; created_at: string | Date } | null = null
  for (;;) {
    const keys = newestFirst(
      query.clone().clearOrder().clearSelect().select('buybacks.id', 'buybacks.created_at')
    )
    if (last) {
      const { created_at: at, id } = last
      keys.where('buybacks.created_at', '<=', at).where((after) => {
        after.where('buybacks.created_at', '<', at).orWhere('buybacks.id', '<', id)
      })
    }
    const page = (await keys.limit(PAGE).pojo()) as { id: number; created_at: string | Date }[]
    if (page.length === 0) return
    const rows = (await newestFirst(named(page.map((key) => key.id))).pojo()) as Row[]
    yield rows.map((row) => [
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
    ])
    last = page[page.length - 1]!
    if (page.length < PAGE) return
  }
}
