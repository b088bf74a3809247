/** A status move of the device's timeline, as queries/items_stock/device_life.ts reads it. */
export interface StatusEntry {
  key: string
  kind: 'status'
  at: string
  buybackNumber: string | null
  subject: string
  event: string
  to: string
  comment: string | null
  by: string | null
}

/** One line per moment: the moves of one buy-back fired together, and what each subject became. */
export interface Moment extends Omit<StatusEntry, 'subject' | 'to'> {
  changes: { subject: string; event: string; to: string }[]
}

/** The buy-back first, then its item and payment: the line is named after the main move. */
const ORDER = ['buyback', 'item', 'payment']
const rank = (subject: string) => (ORDER.includes(subject) ? ORDER.indexOf(subject) : ORDER.length)

/**
 * One status move of the machine often moves the buy-back and its item at the same second by the same
 * person (received → "received" and "to be verified"): they are one moment, shown as one line listing each
 * subject's new status, instead of near-duplicate lines.
 */
export function oneLinePerMoment(entries: StatusEntry[]): Moment[] {
  const moments = new Map<string, StatusEntry[]>()
  for (const entry of entries) {
    const id = `${entry.buybackNumber}|${entry.at.slice(0, 19)}|${entry.by ?? ''}`
    moments.set(id, [...(moments.get(id) ?? []), entry])
  }
  return [...moments.values()].map((group) => {
    const sorted = [...group].sort((a, b) => rank(a.subject) - rank(b.subject))
    const main = sorted[0]!
    const comments = [...new Set(sorted.map((one) => one.comment).filter(Boolean))]
    return {
      key: main.key,
      kind: 'status',
      at: main.at,
      buybackNumber: main.buybackNumber,
      event: main.event,
      comment: comments.length ? comments.join(' · ') : null,
      by: main.by,
      changes: sorted.map(({ subject, event, to }) => ({ subject, event, to })),
    }
  })
}
