import { DateTime } from 'luxon'
import { GRADE_CAPS } from '#domain/pricing'
import { STATUS_GROUPS } from '#domain/statuses'

/** The history events that mark the steps the dashboard times (from the buy-back's creation). */
export const CHECK_IN_EVENTS = ['checked_in', 'web_file_received']
export const VERIFICATION_EVENTS = [
  'verified_as_declared',
  'verified_higher',
  'verified_absorbed',
  'proposal_sent',
]
export const PROPOSAL_ANSWERS = ['proposal_accepted', 'proposal_declined']
export const STEP_EVENTS = [...CHECK_IN_EVENTS, ...VERIFICATION_EVENTS, ...PROPOSAL_ANSWERS]

/** One status group per buy-back: a web buy-back waiting for its drop counts as pre-declared only. */
export const DASHBOARD_GROUPS = [
  'predeclared',
  'awaiting_transit',
  'in_transit',
  'processing',
  'completed',
  'unfinished',
] as const

export function statusGroupOf(status: string): string | null {
  return DASHBOARD_GROUPS.find((group) => STATUS_GROUPS[group].includes(status)) ?? null
}

/** Declared against controlled grade: the same, a worse controlled grade, or a better one. */
export function gradingOf(declared: string | null, controlled: string | null) {
  const rank = (grade: string | null) => GRADE_CAPS.indexOf((grade ?? '') as (typeof GRADE_CAPS)[number])
  const [from, to] = [rank(declared), rank(controlled)]
  if (from < 0 || to < 0) return null
  if (from === to) return 'exact'
  return to > from ? 'worse' : 'better'
}

/** Whole minutes between two SQL timestamps (as Lucid stores them, UTC). */
export function minutesBetween(from: DateTime, to: DateTime) {
  return Math.max(0, Math.round(to.diff(from, 'minutes').minutes))
}

/** A timestamp read back from either engine: a Date (MySQL) or 'yyyy-MM-dd HH:mm:ss' (SQLite). */
export function utcOf(value: Date | string): DateTime {
  return value instanceof Date
    ? DateTime.fromJSDate(value, { zone: 'utc' })
    : DateTime.fromSQL(String(value), { zone: 'utc' })
}
