import { useLocale, useTranslate } from 'react-admin'
import { formatMoney } from '../lib/money'

/** The refurb screens' texts (`refurb.*`), amounts and dates in the user's language, statuses by name. */
export function useRefurbText() {
  const translate = useTranslate()
  const locale = useLocale()
  const t = (key: string, options?: Record<string, unknown>) => translate(`refurb.${key}`, options)
  const money = (cents: number | null | undefined) => formatMoney(cents, locale)
  const date = (iso: string | null | undefined) =>
    iso
      ? new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso))
      : '-'
  const itemStatus = (status: string) =>
    translate(`resources.buybacks.item_statuses.${status}`, { _: status })
  const stepStatus = (status: string) => translate(`refurb.step_statuses.${status}`, { _: status })
  /** A translation key, or a message the server already translated. */
  const message = (keyOrText: string) => translate(keyOrText, { _: keyOrText })
  return { t, translate, money, date, itemStatus, stepStatus, message }
}
