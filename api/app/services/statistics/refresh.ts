import { DateTime } from 'luxon'
import type { Actor } from '#services/actor'
import { visibilityOf } from '#services/tenancy/visibility'
import { computeSnapshot, computeWeek } from '#services/statistics/compute'
import { previousWeek, type Week } from '#services/statistics/week'

/** An administrator's refresh: its account's snapshot; the platform's, every account's. */
export async function refreshSnapshots(actor: Actor, week: Week) {
  if (visibilityOf(actor).kind === 'everything') return computeWeek(week)
  await computeSnapshot(actor.accountId, week)
}

/** The Monday job: the week that just ended, for every active account. */
export async function computePreviousWeek(now?: string) {
  await computeWeek(previousWeek(now ? DateTime.fromISO(now, { zone: 'utc' }) : undefined))
}
