import { DateTime } from 'luxon'
import type { Actor } from '#services/actor'
import { visibilityOf } from '#services/tenancy/visibility'
import {
  accountsToCompute,
  computeSnapshot,
  computeSnapshotWithData,
  computeWeek,
  firstDataAt,
} from '#services/statistics/compute'
import { previousWeek, weekOf, type Week } from '#services/statistics/week'

/**
 * An administrator's refresh (`POST /api/dashboard-data/refresh`): its account's snapshot; the platform's,
 * every account's; each bounded to the weeks the account has data (a week before it stores nothing).
 */
export async function refreshSnapshots(actor: Actor, week: Week) {
  if (visibilityOf(actor).kind === 'everything') return computeWeek(week)
  await computeSnapshotWithData(actor.accountId, week)
}

/** The Monday job: the week that just ended, for every active account. */
export async function computePreviousWeek(now?: string) {
  await computeWeek(previousWeek(now ? DateTime.fromISO(now, { zone: 'utc' }) : undefined))
}

/**
 * Every complete week from each active account's first data up to the last one, as the Monday job would have
 * made them over time: for the demo data, seeded at once (database/demo/seed_statistics.ts).
 */
export async function computePastWeeks(now: DateTime = DateTime.utc()) {
  const last = previousWeek(now)
  for (const accountId of await accountsToCompute()) {
    const first = await firstDataAt(accountId)
    if (!first) continue
    for (let week = weekOf(first); week.start <= last.start; week = weekOf(week.end)) {
      await computeSnapshot(accountId, week)
    }
  }
}
