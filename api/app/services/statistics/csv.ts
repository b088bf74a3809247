import type { Readable } from 'node:stream'
import type { I18n } from '@adonisjs/i18n'
import type { Accuracy, Count, Duration, Figures } from '#domain/statistics'
import { csvStream, type CsvRow, type ExportAudience } from '#services/csv/writer'
import { plainAmount } from '#domain/money_format'

const T = 'exports.statistics'

/**
 * One week's figures as CSV (`GET /api/dashboard-data/export`), through the one writer of the exports: rows
 * of section, figure and value in the caller's language, the value a plain number (counts, euros with two
 * decimals, shares between 0 and 1, hours) in its numeric column. Category labels and store and seller
 * names are the caller's data: the writer neutralises those that a spreadsheet would run as a formula.
 * Decimals as the language writes them ("650,00" in French); raw, for machines, codes and "650.00".
 */
export function statisticsCsv(figures: Figures, i18n: I18n, { raw, style }: ExportAudience): Readable {
  // Raw, for machines: the codes of sections, figures and keys ("amounts", "declared", "web").
  const t = (key: string, fallback?: string) =>
    raw ? key.slice(key.lastIndexOf('.') + 1) : i18n.t(`${T}.${key}`, {}, fallback)
  const section = (key: string) => t(`sections.${key}`)
  const figure = (key: string) => t(`figures.${key}`)
  const counts = (key: 'channel' | 'status' | 'category' | 'grade', entries: Count[]): CsvRow[] =>
    entries.map((entry) => [
      section(key),
      key === 'category'
        ? (entry.label ?? entry.key)
        : key === 'channel'
          ? t(`channels.${entry.key}`, entry.key)
          : key === 'status'
            ? t(`groups.${entry.key}`, entry.key)
            : t(`grades.${entry.key}`, entry.key),
      entry.count,
    ])
  const duration = (key: string, value: Duration): CsvRow[] => [
    [section('times'), `${figure(key)} (${figure('median')})`, value.medianHours],
    [section('times'), `${figure(key)} (${figure('average')})`, value.averageHours],
  ]
  const accuracy = (by: 'store' | 'seller', entries: Accuracy[]): CsvRow[] =>
    entries.flatMap((entry) => {
      const name = entry.name ?? t(by === 'store' ? 'web_channel' : 'unknown_seller')
      return (['controlled', 'exact', 'worse', 'better', 'exact_rate'] as const).map((key) => [
        section(`accuracy_${by}`),
        `${name} (${figure(key)})`,
        key === 'controlled' ? entry.count : key === 'exact_rate' ? entry.exactRate : entry[key],
      ])
    })
  const { litigation } = figures
  const rows: CsvRow[] = [
    [section('overview'), figure('buybacks'), figures.buybacks],
    ...counts('channel', figures.byChannel),
    ...counts('status', figures.byStatusGroup),
    ...counts('category', figures.byCategory),
    ...counts('grade', figures.byGrade),
    [section('amounts'), figure('declared'), plainAmount(figures.amounts.declared)],
    [section('amounts'), figure('validated'), plainAmount(figures.amounts.validated)],
    [section('amounts'), figure('paid'), plainAmount(figures.amounts.paid)],
    ...(['verified', 'proposals', 'rate', 'accepted', 'declined', 'pending'] as const).map((key) => [
      section('litigation'),
      figure(key),
      litigation[key],
    ]),
    ...duration('check_in', figures.times.checkIn),
    ...duration('verification', figures.times.verification),
    ...duration('payment', figures.times.payment),
    ...accuracy('store', figures.gradingAccuracy.stores),
    ...accuracy('seller', figures.gradingAccuracy.sellers),
  ]
  return csvStream(
    { header: [t('section'), t('figure'), t('value')], numeric: [2], style },
    (async function* () {
      yield rows
    })()
  )
}
