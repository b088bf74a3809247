import type { Readable } from 'node:stream'
import type { I18n } from '@adonisjs/i18n'
import { csvStream, type CsvRow, type CsvStyle } from '#services/csv/writer'
import type PurchaseRegisterEntry from '#models/purchase_register_entry'
import type { EntryQuery } from '#services/purchase_register/list'
import { presentEntry } from '#presenters/purchase_register'
import { REGISTER_COLUMNS, entryCells } from '#services/purchase_register/cells'

const PAGE = 1000

/** The entries of the query as CSV through the one writer of the exports, in the caller's language. */
export const registerCsv = (query: EntryQuery, i18n: I18n, style: CsvStyle): Readable =>
  csvStream(
    {
      header: REGISTER_COLUMNS.map((column) => i18n.t(`register.columns.${column}`)),
      numeric: [REGISTER_COLUMNS.indexOf('number'), REGISTER_COLUMNS.indexOf('price')],
      style,
    },
    registerRows(query, i18n)
  )

/** Newest first, in pages of 1000 by id: memory stays flat. */
async function* registerRows(query: EntryQuery, i18n: I18n): AsyncGenerator<CsvRow[]> {
  let before: number | null = null
  for (;;) {
    const page = query.clone().clearOrder().orderBy('purchase_register.id', 'desc').limit(PAGE)
    if (before !== null) page.where('purchase_register.id', '<', before)
    const entries: PurchaseRegisterEntry[] = await page
    if (entries.length === 0) return
    yield entries.map((entry) => {
      const cells = entryCells(presentEntry(entry), i18n)
      return REGISTER_COLUMNS.map((column) => cells[column])
    })
    before = entries[entries.length - 1].id
  }
}
