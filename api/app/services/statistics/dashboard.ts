import db from '@adonisjs/lucid/services/db'
import type { Actor } from '#services/actor'
import { tenancy } from '#services/tenancy/scopes'
import { visibilityOf } from '#services/tenancy/visibility'
import { figuresOf, type FactRow } from '#services/statistics/figures'
import { weekOf, type Week } from '#services/statistics/week'
import { accountsToCompute, liveRows } from '#services/statistics/compute'
import { DateTime } from 'luxon'
import { utcOf } from '#services/statistics/events'
import type { DashboardData } from '#domain/statistics'

/**
 * The stored snapshots of the week the caller reads: its account's; for the platform, every active account's.
 * Reading never computes (the Monday job and the refresh do): a week without a snapshot shows nothing.
 */
function snapshotsFor(actor: Actor, week: Week) {
  const query = db
    .from('statistics_snapshots')
    .where('week_start', week.monday)
    .select('id', 'account_id', 'computed_at')
  return visibilityOf(actor).kind === 'everything'
    ? query.whereIn('account_id', (active) => active.from('accounts').where('status', 'active').select('id'))
    : query.where('account_id', actor.accountId)
}

/**
 * Which of these buy-backs the caller may see (tenancy.buybacks, as the lists), looked up by primary key in
 * chunks: a week's rows are a few thousand, the account's buy-backs may be millions.
 */
async function visibleBuybacks(actor: Actor, ids: number[]) {
  const visible = new Set<number>()
  for (let index = 0; index < ids.length; index += 500) {
    const query = db
      .from('buybacks')
      .whereIn('buybacks.id', ids.slice(index, index + 500))
      .select('buybacks.id')
    tenancy.buybacks(query as any, actor)
    for (const row of await query) visible.add(Number(row.id))
  }
  return visible
}

/**
 * `GET /api/dashboard-data`: the figures of one week from the stored snapshots (none: empty figures and
 * `computedAt` null; the GET writes nothing), summed over the rows of the
 * buy-backs the caller may see (tenancy.buybacks, as the lists): a management unit sees its stores, a
 * workshop its items, a buyer what it buys. On the platform, each buy-back counts once (its owner's row).
 */
export async function dashboardData(actor: Actor, week: Week): Promise<DashboardData> {
  if (week.name === weekOf(DateTime.utc()).name) return weekInProgress(actor, week)
  const snapshots = await snapshotsFor(actor, week)
  const everything = visibilityOf(actor).kind === 'everything'
  const query = db
    .from('statistics_rows')
    .join('statistics_snapshots', 'statistics_snapshots.id', 'statistics_rows.snapshot_id')
    .whereIn(
      'statistics_rows.snapshot_id',
      snapshots.map((row) => Number(row.id))
    )
    .select('statistics_rows.*')
  if (everything) query.whereRaw('statistics_rows.owner_account_id = statistics_snapshots.account_id')
  const rows = (await query) as FactRow[]
  const visible = await visibleBuybacks(
    actor,
    rows.map((row) => Number(row.buyback_id))
  )
  const seen = rows.filter((row) => visible.has(Number(row.buyback_id)))
  const computedAt = snapshots
    .map((row) => utcOf(row.computed_at).toISO()!)
    .sort()
    .at(0)
  return {
    week: week.name,
    from: week.monday,
    to: week.sunday,
    computedAt: computedAt ?? null,
    inProgress: false,
    ...figuresOf(seen),
  }
}

/**
 * The week in progress has no snapshot yet (the Monday job makes it once the week is over): its figures are
 * counted now from the buy-backs, stored nowhere, and marked `inProgress` with the time they were counted.
 * On the platform each buy-back counts once, in its owner's rows, as from the snapshots.
 */
async function weekInProgress(actor: Actor, week: Week) {
  const everything = visibilityOf(actor).kind === 'everything'
  const accounts = everything ? await accountsToCompute() : [actor.accountId]
  const rows = (await liveRows(accounts, week)).filter(
    (row) => !everything || row.owner_account_id === row.snapshot_account_id
  ) as unknown as FactRow[]
  const visible = await visibleBuybacks(
    actor,
    rows.map((row) => Number(row.buyback_id))
  )
  return {
    week: week.name,
    from: week.monday,
    to: week.sunday,
    computedAt: DateTime.utc().toISO(),
    inProgress: true,
    ...figuresOf(rows.filter((row) => visible.has(Number(row.buyback_id)))),
  }
}
