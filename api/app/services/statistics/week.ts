import { DateTime } from 'luxon'

/**
 * A statistics week: Monday 00:00 UTC to the next Monday 00:00 UTC (the scheduler's times are UTC too),
 * named by its ISO week (`2026-W47`) and keyed by its Monday (`2026-11-16`).
 */
export interface Week {
  /** ISO week name, e.g. 2026-W47. */
  name: string
  /** The Monday, yyyy-MM-dd. */
  monday: string
  /** The Sunday, yyyy-MM-dd. */
  sunday: string
  start: DateTime
  end: DateTime
}

export function weekOf(day: DateTime): Week {
  const start = day.toUTC().startOf('week')
  return {
    name: start.toFormat("kkkk-'W'WW"),
    monday: start.toISODate()!,
    sunday: start.plus({ days: 6 }).toISODate()!,
    start,
    end: start.plus({ weeks: 1 }),
  }
}

/** The last complete week before `now`: on a Monday, the week that just ended. */
export function previousWeek(now: DateTime = DateTime.utc()): Week {
  return weekOf(now.toUTC().startOf('week').minus({ weeks: 1 }))
}

/**
 * `2026-W47` or any day of the week (`2026-11-16`); null when it names no day. Weeks that have not begun
 * have nothing to show: the caller refuses them.
 */
export function parseWeek(value: string): Week | null {
  const iso = /^(\d{4})-W(\d{2})$/.exec(value)
  const day = iso
    ? DateTime.fromObject(
        { weekYear: Number(iso[1]), weekNumber: Number(iso[2]), weekday: 1 },
        { zone: 'utc' }
      )
    : /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? DateTime.fromISO(value, { zone: 'utc' })
      : null
  if (!day?.isValid) return null
  const week = weekOf(day)
  // Luxon rolls week 53 of a 52-week year over to the next year: refuse it rather than answer another week.
  if (iso && week.name !== value) return null
  return week
}
