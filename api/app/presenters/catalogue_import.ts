import db from '@adonisjs/lucid/services/db'
import type Import from '#models/import'
import type { CatalogueImportReport } from '#services/catalogue_imports/types'

const iso = (value: { toISO(): string | null } | null) => (value ? value.toISO() : null)

/**
 * An import as part 1 §3 "Import" names it: origin, destination and source accounts (id, common_name),
 * author (id, name), dates, status, data type and strategy, and its report with the line counts, the
 * ignored columns and lines, and the progress of a running import. The stored file's key is not sent.
 */
export async function presentImports(records: Import[]) {
  const accountIds = [
    ...new Set(records.flatMap((row) => [row.destinationAccountId, row.sourceAccountId ?? 0])),
  ]
  const userIds = [...new Set(records.map((row) => row.createdById ?? 0))]
  const accounts = new Map(
    (await db.from('accounts').whereIn('id', accountIds).select('id', 'common_name')).map((row) => [
      row.id,
      { id: row.id, common_name: row.common_name },
    ])
  )
  const users = new Map(
    (await db.from('users').whereIn('id', userIds).select('id', 'firstname', 'lastname')).map((row) => [
      row.id,
      { id: row.id, name: `${row.firstname} ${row.lastname}`.trim() },
    ])
  )
  return records.map((record) => {
    const report = (record.report ?? {}) as Partial<CatalogueImportReport>
    return {
      id: record.id,
      origin: record.origin,
      destination_account: accounts.get(record.destinationAccountId) ?? null,
      source_account: record.sourceAccountId ? (accounts.get(record.sourceAccountId) ?? null) : null,
      created_by: record.createdById ? (users.get(record.createdById) ?? null) : null,
      data_type: record.dataType,
      strategy: record.strategy,
      status: record.status,
      created_at: iso(record.createdAt),
      queued_at: iso(record.queuedAt),
      started_at: iso(record.startedAt),
      ended_at: iso(record.endedAt),
      report: {
        error: report.error ?? null,
        lines_count: report.linesCount ?? { found: 0, inserted: 0, updated: 0, ignored: 0 },
        ignored_lines: report.ignoredLines ?? [],
        ignored_columns: report.ignoredColumns ?? [],
        progress: report.progress ?? { processed: 0, total: 0 },
      },
    }
  })
}
