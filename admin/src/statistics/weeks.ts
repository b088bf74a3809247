/** ISO weeks (Monday to Sunday, UTC, as the API counts them) for the week picker. */
export interface WeekChoice {
  name: string
  number: number
  monday: Date
  sunday: Date
  /** The week of today: not over, its figures counted when asked. */
  inProgress: boolean
}

const DAY = 24 * 3600 * 1000

function mondayOf(day: Date) {
  const utc = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate())
  const weekday = (new Date(utc).getUTCDay() + 6) % 7
  return new Date(utc - weekday * DAY)
}

function isoWeek(monday: Date) {
  const thursday = new Date(monday.getTime() + 3 * DAY)
  const year = thursday.getUTCFullYear()
  const firstThursday = mondayOf(new Date(Date.UTC(year, 0, 4))).getTime() + 3 * DAY
  const number = 1 + Math.round((thursday.getTime() - firstThursday) / (7 * DAY))
  return { year, number }
}

/** The week in progress, then the last `count` complete weeks, the most recent first. */
export function lastWeeks(count = 12, now = new Date()): WeekChoice[] {
  const current = mondayOf(now)
  return Array.from({ length: count + 1 }, (_, index) => {
    const monday = new Date(current.getTime() - index * 7 * DAY)
    const { year, number } = isoWeek(monday)
    return {
      name: `${year}-W${String(number).padStart(2, '0')}`,
      number,
      monday,
      sunday: new Date(monday.getTime() + 6 * DAY),
      inProgress: index === 0,
    }
  })
}

export const formatDay = (day: Date | string, locale: string) =>
  new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', timeZone: 'UTC' }).format(
    typeof day === 'string' ? new Date(`${day}T00:00:00Z`) : day
  )
