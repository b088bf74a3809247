import { planTransition, type CurrentStatuses } from '#domain/status_machine'
import type { EventName } from '#domain/transitions'
import { sqlDateTime } from '#services/sql_time'

export const HOUR = 3_600_000

/**
 * The history of a demo buy-back: each event of its journey at its moment, and the statuses the status
 * machine moves to. The events follow each other by the given gaps from `createdAt`; when they would run
 * past the seeding (a recent buy-back with a long journey), the gaps shrink in proportion, so that every
 * date is in the past and the last one, the rows' `updated_at`, at least an hour before now.
 */
export function timeline(events: EventName[], gaps: number[], createdAt: Date, now = Date.now()) {
  const total = gaps.reduce((sum, gap) => sum + gap, 0)
  const room = Math.max(0, now - HOUR - createdAt.getTime())
  const scale = total > room ? room / total : 1
  const current: CurrentStatuses = { buyback: null, item: null, payment: null }
  const history: Record<string, unknown>[] = []
  const moments = new Map<EventName, Date>()
  let at = createdAt.getTime()
  for (const [index, event] of events.entries()) {
    moments.set(event, new Date(at))
    for (const move of planTransition(event, current)) {
      Object.assign(current, { [move.subject]: move.to })
      history.push({
        subject_type: move.subject,
        event,
        from_status: move.from,
        to_status: move.to,
        actor_kind: 'system',
        created_at: sqlDateTime(new Date(at)),
      })
    }
    at += Math.round(gaps[index] * scale)
  }
  return { current, history, moments, lastAt: new Date(at) }
}
