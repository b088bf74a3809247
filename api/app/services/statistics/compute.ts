import type { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { isDuplicateKey } from '#services/database_errors'
import { sqlDateTime } from '#services/sql_time'
import type { Week } from '#services/statistics/week'
import { utcOf } from '#services/statistics/events'
import { activeBuybackIds, chunks, factRows } from '#services/statistics/week_facts'

/**
 * Computes (again) the snapshot of one account and week, in one transaction: the old rows go, the new ones
 * come. Two runs at once (the Monday job and an administrator's refresh) end with one snapshot: the loser of
 * the unique key reads the winner's.
 */
export async function computeSnapshot(accountId: number, week: Week): Promise<number> {
  try {
    return await db.transaction(async (trx) => {
      await trx
        .from('statistics_snapshots')
        .where('account_id', accountId)
        .where('week_start', week.monday)
        .delete()
      const [snapshotId] = (await trx.insertQuery().table('statistics_snapshots').insert({
        account_id: accountId,
        week_start: week.monday,
        computed_at: sqlDateTime(),
      })) as unknown as [number]
      const id = Number(
        snapshotId ??
          (
            await trx
              .from('statistics_snapshots')
              .where('account_id', accountId)
              .where('week_start', week.monday)
              .first()
          ).id
      )
      const rows = await factRows(trx, await activeBuybackIds(trx, accountId, week), week)
      for (const part of chunks(rows)) {
        await trx.table('statistics_rows').multiInsert(part.map((row) => ({ ...row, snapshot_id: id })))
      }
      return id
    })
  } catch (error) {
    if (!isDuplicateKey(error)) throw error
    const existing = await db
      .from('statistics_snapshots')
      .where('account_id', accountId)
      .where('week_start', week.monday)
      .firstOrFail()
    return Number(existing.id)
  }
}

/**
 * The week in progress, counted now and stored nowhere (no snapshot exists before its Monday job): the rows
 * of each of `accountIds` as a snapshot of theirs would hold them, read in one transaction.
 */
export async function liveRows(accountIds: number[], week: Week) {
  return db.transaction(async (trx) => {
    const rows: Awaited<ReturnType<typeof factRows>> = []
    for (const accountId of accountIds) {
      const ids = await activeBuybackIds(trx, accountId, week)
      for (const row of await factRows(trx, ids, week)) rows.push({ ...row, snapshot_account_id: accountId })
    }
    return rows
  })
}

/** The accounts the Monday job computes: every active one. */
export async function accountsToCompute() {
  const rows = await db.from('accounts').where('status', 'active').select('id').orderBy('id')
  return rows.map((row) => Number(row.id))
}

/**
 * When the account's data begins: the creation of the first buy-back it takes part in (its own, one it buys,
 * one its workshops process; every event of a buy-back comes after its creation), or null when there is none.
 * Three lookups along the indexes rather than one scan of an OR.
 */
export async function firstDataAt(accountId: number): Promise<DateTime | null> {
  const first = (query: any) => query.min('buybacks.created_at as first').first()
  const found = await Promise.all([
    first(db.from('buybacks').where('account_id', accountId)),
    first(db.from('buybacks').where('buyer_account_id', accountId)),
    first(
      db
        .from('buybacks')
        .whereIn('warehouse_id', (sub) =>
          sub.from('organizations').select('id').where('account_id', accountId)
        )
    ),
  ])
  const times = found
    .map((row) => row?.first)
    .filter((value) => value !== null && value !== undefined)
    .map((value) => utcOf(value))
  return times.length ? times.reduce((earliest, at) => (at < earliest ? at : earliest)) : null
}

/**
 * The account's snapshot of a week, bounded to the weeks the account has data: a week that ends before its
 * first buy-back (back to the year 1…) is not computed, and nothing is stored. Answers whether it computed.
 */
export async function computeSnapshotWithData(accountId: number, week: Week) {
  const first = await firstDataAt(accountId)
  if (!first || week.end <= first) return false
  await computeSnapshot(accountId, week)
  return true
}

/** Every active account's snapshot of a week (the accounts with data by then). */
export async function computeWeek(week: Week) {
  for (const accountId of await accountsToCompute()) await computeSnapshotWithData(accountId, week)
}
