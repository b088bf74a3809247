import type { Readable } from 'node:stream'
import type { I18n } from '@adonisjs/i18n'
import Transport from '#models/transport'
import { csvStream, type CsvRow, type ExportAudience } from '#services/csv/writer'
import { packageContents, withNames, type TransportQuery } from '#services/transports/list'

const PAGE = 1000
const COLUMNS = [
  'uuid',
  'created_at',
  'kind',
  'company',
  'tracking_number',
  'reference',
  'item_count',
  'origin',
  'destination',
  'last_delivery_status',
  'last_delivery_status_at',
  'delivered_at',
] as const

/** A timestamp in UTC, "2026-11-24 09:30:00", as the buy-back export writes them. */
const timestamp = (value: { toUTC(): { toFormat(format: string): string } } | null) =>
  value ? value.toUTC().toFormat('yyyy-MM-dd HH:mm:ss') : ''

/**
 * The transports of the query as CSV (the one writer of the exports, services/csv/writer.ts): headers and
 * kinds in the caller's language, or raw (column names and codes) for machines.
 */
export const transportCsv = (query: TransportQuery, i18n: I18n, { raw, style }: ExportAudience): Readable =>
  csvStream(
    {
      header: COLUMNS.map((column) => (raw ? column : i18n.t(`exports.transports.${column}`))),
      numeric: [COLUMNS.indexOf('item_count')],
      style,
    },
    transportRows(query, raw ? null : i18n)
  )

/** The transports of the query, newest first, keyset-paged on (created_at, id): memory stays flat. */
async function* transportRows(query: TransportQuery, i18n: I18n | null): AsyncGenerator<CsvRow[]> {
  const named = (key: string, value: string | null) =>
    value ? (i18n?.t(`exports.${key}.${value}`, {}, value) ?? value) : ''
  const newestFirst = <Q extends TransportQuery>(page: Q) =>
    page.orderBy('transports.created_at', 'desc').orderBy('transports.id', 'desc')
  let last: { id: number; created_at: string | Date } | null = null
  for (;;) {
    const keys = newestFirst(
      query.clone().clearOrder().clearSelect().select('transports.id', 'transports.created_at')
    )
    if (last) {
      const { created_at: at, id } = last
      keys.where('transports.created_at', '<=', at).where((after) => {
        after.where('transports.created_at', '<', at).orWhere('transports.id', '<', id)
      })
    }
    const page = (await keys.limit(PAGE).pojo()) as { id: number; created_at: string | Date }[]
    if (page.length === 0) return
    const ids = page.map((key) => key.id)
    const rows = await newestFirst(withNames(Transport.query().whereIn('transports.id', ids)))
    const contents = await packageContents(
      rows.map((row) => row.packageId).filter((id): id is number => id !== null)
    )
    yield rows.map((row) => [
      row.uuid,
      timestamp(row.createdAt),
      named('transport_kinds', row.kind),
      row.company,
      row.trackingNumber,
      row.$extras.package_number ?? row.$extras.buyback_number ?? row.$extras.item_number,
      row.packageId ? (contents.get(row.packageId)?.itemCount ?? 0) : 1,
      row.$extras.origin_name,
      row.$extras.destination_name,
      named('delivery_statuses', row.lastDeliveryStatus),
      timestamp(row.lastDeliveryStatusAt),
      timestamp(row.deliveredAt),
    ])
    last = page[page.length - 1]!
    if (page.length < PAGE) return
  }
}
