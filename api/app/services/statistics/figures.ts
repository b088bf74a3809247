import { DASHBOARD_GROUPS } from '#services/statistics/events'
import { GRADE_CAPS } from '#domain/pricing'
import type { Accuracy, Duration, Figures } from '#domain/statistics'

/** A snapshot row as read back (services/statistics/compute.ts writes them). */
export interface FactRow {
  buyback_id: number
  store_id: number | null
  store_name: string | null
  seller_id: number | null
  seller_name: string | null
  channel: string
  status_group: string | null
  category_id: number | null
  category_label: string | null
  declared_grade: string | null
  created_in_week: boolean | number
  declared_price: number | null
  check_in_minutes: number | null
  verification_minutes: number | null
  validated_price: number | null
  payment_minutes: number | null
  paid_amount: number | null
  litigation: string | null
  grading: string | null
}

const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits

function countBy(rows: FactRow[], key: (row: FactRow) => string | null, order?: readonly string[]) {
  const counts = new Map<string, number>()
  for (const value of order ?? []) counts.set(value, 0)
  for (const row of rows) {
    const value = key(row)
    if (value !== null) counts.set(value, (counts.get(value) ?? 0) + 1)
  }
  return [...counts].map(([value, count]) => ({ key: value, count }))
}

export function duration(minutes: number[]): Duration {
  if (minutes.length === 0) return { count: 0, medianHours: null, averageHours: null }
  const sorted = [...minutes].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  const median = sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  const average = sorted.reduce((sum, value) => sum + value, 0) / sorted.length
  return { count: sorted.length, medianHours: round(median / 60), averageHours: round(average / 60) }
}

function accuracy(rows: FactRow[], by: 'store' | 'seller'): Accuracy[] {
  const groups = new Map<number | null, Accuracy>()
  for (const row of rows) {
    if (!row.grading) continue
    const id = by === 'store' ? row.store_id : row.seller_id
    const name = by === 'store' ? row.store_name : row.seller_name
    const group = groups.get(id) ?? { id, name, count: 0, exact: 0, worse: 0, better: 0, exactRate: 0 }
    groups.set(id, group)
    group.count += 1
    group[row.grading as 'exact' | 'worse' | 'better'] += 1
  }
  return [...groups.values()]
    .map((group) => ({ ...group, exactRate: round(group.exact / group.count, 4) }))
    .sort((a, b) => b.count - a.count || String(a.name).localeCompare(String(b.name)))
}

const sum = (values: (number | null)[]) => values.reduce<number>((total, value) => total + (value ?? 0), 0)

/** The figures of the dashboard from the rows the caller may see. Amounts in cents. */
export function figuresOf(rows: FactRow[]): Figures {
  const created = rows.filter((row) => Boolean(row.created_in_week))
  const verified = rows.filter((row) => row.verification_minutes !== null)
  const paid = rows.filter((row) => row.payment_minutes !== null)
  const proposals = rows.filter((row) => row.litigation !== null)
  const categories = new Map(created.map((row) => [String(row.category_id), row.category_label]))
  return {
    buybacks: created.length,
    byChannel: countBy(created, (row) => row.channel, ['store', 'web']),
    byStatusGroup: countBy(created, (row) => row.status_group, DASHBOARD_GROUPS),
    byCategory: countBy(created, (row) => (row.category_id === null ? null : String(row.category_id)))
      .map((entry) => ({ ...entry, label: categories.get(entry.key) ?? entry.key }))
      .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label)),
    byGrade: countBy(
      created,
      (row) => row.declared_grade,
      GRADE_CAPS.filter((grade) => grade !== 'refused')
    ),
    amounts: {
      declared: sum(created.map((row) => row.declared_price)),
      validated: sum(verified.map((row) => row.validated_price)),
      paid: sum(paid.map((row) => row.paid_amount)),
    },
    litigation: {
      verified: verified.length,
      proposals: proposals.length,
      rate: verified.length ? round(proposals.length / verified.length, 4) : 0,
      accepted: proposals.filter((row) => row.litigation === 'accepted').length,
      declined: proposals.filter((row) => row.litigation === 'declined').length,
      pending: proposals.filter((row) => row.litigation === 'pending').length,
    },
    times: {
      checkIn: duration(rows.flatMap((row) => (row.check_in_minutes === null ? [] : [row.check_in_minutes]))),
      verification: duration(verified.map((row) => row.verification_minutes!)),
      payment: duration(paid.map((row) => row.payment_minutes!)),
    },
    gradingAccuracy: { stores: accuracy(rows, 'store'), sellers: accuracy(rows, 'seller') },
  }
}
