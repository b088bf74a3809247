import { formatMoney } from '../lib/money'
import { formatCount } from './numbers'
import type { Accuracy, Count, DashboardData, Duration } from '@domain/statistics'

type Translate = (key: string, options?: Record<string, unknown>) => string

export interface FigureRow {
  section: string
  figure: string
  value: string
}

const T = 'statistics'

/** The label of a status group, a channel or a grade. */
export function countLabel(translate: Translate, kind: 'channel' | 'status' | 'grade', entry: Count) {
  if (kind === 'channel') return translate(`${T}.channels.${entry.key}`, { _: entry.key })
  if (kind === 'status') return translate(`${T}.groups.${entry.key}`, { _: entry.key })
  return translate(`${T}.grades.${entry.key}`, { _: entry.key })
}

export function accuracyName(translate: Translate, entry: Accuracy, by: 'store' | 'seller') {
  return entry.name ?? translate(by === 'store' ? `${T}.web_channel` : `${T}.unknown_seller`)
}

/** Every figure of the week as rows of the table, in the interface language. */
export function figureRows(
  data: DashboardData,
  translate: Translate,
  locale: string,
  currency = 'EUR'
): FigureRow[] {
  const section = (key: string) => translate(`${T}.sections.${key}`)
  const figure = (key: string) => translate(`${T}.figures.${key}`)
  const money = (cents: number) => formatMoney(cents, locale, currency)
  const count = (value: number) => formatCount(value, locale)
  const percent = (share: number) =>
    new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(share)
  const hours = (value: number | null) =>
    value === null ? translate(`${T}.none`) : translate(`${T}.hours`, { value: value.toLocaleString(locale) })
  const counts = (key: 'channel' | 'status' | 'category' | 'grade', entries: Count[]) =>
    entries.map((entry) => ({
      section: section(key),
      figure: key === 'category' ? (entry.label ?? entry.key) : countLabel(translate, key, entry),
      value: count(entry.count),
    }))
  const duration = (key: string, value: Duration) => [
    {
      section: section('times'),
      figure: `${figure(key)} (${figure('median')})`,
      value: hours(value.medianHours),
    },
    {
      section: section('times'),
      figure: `${figure(key)} (${figure('average')})`,
      value: hours(value.averageHours),
    },
  ]
  const accuracy = (by: 'store' | 'seller', entries: Accuracy[]) =>
    entries.map((entry) => ({
      section: section(`accuracy_${by}`),
      figure: accuracyName(translate, entry, by),
      value: `${percent(entry.exactRate)} (${figure('exact')} ${count(entry.exact)}, ${figure('worse')} ${count(entry.worse)}, ${figure('better')} ${count(entry.better)} / ${count(entry.count)})`,
    }))
  return [
    { section: section('overview'), figure: figure('buybacks'), value: count(data.buybacks) },
    ...counts('channel', data.byChannel),
    ...counts('status', data.byStatusGroup),
    ...counts('category', data.byCategory),
    ...counts('grade', data.byGrade),
    { section: section('amounts'), figure: figure('declared'), value: money(data.amounts.declared) },
    { section: section('amounts'), figure: figure('validated'), value: money(data.amounts.validated) },
    { section: section('amounts'), figure: figure('paid'), value: money(data.amounts.paid) },
    { section: section('litigation'), figure: figure('verified'), value: count(data.litigation.verified) },
    { section: section('litigation'), figure: figure('proposals'), value: count(data.litigation.proposals) },
    { section: section('litigation'), figure: figure('rate'), value: percent(data.litigation.rate) },
    { section: section('litigation'), figure: figure('accepted'), value: count(data.litigation.accepted) },
    { section: section('litigation'), figure: figure('declined'), value: count(data.litigation.declined) },
    { section: section('litigation'), figure: figure('pending'), value: count(data.litigation.pending) },
    ...duration('check_in', data.times.checkIn),
    ...duration('verification', data.times.verification),
    ...duration('payment', data.times.payment),
    ...accuracy('store', data.gradingAccuracy.stores),
    ...accuracy('seller', data.gradingAccuracy.sellers),
  ]
}
