import { useLocale, useTranslate } from 'react-admin'
import { formatMoney } from '../lib/money'

/** The verification screens' texts (`verification.*`), amounts in the user's language, grades by name. */
export function useVerificationText() {
  const translate = useTranslate()
  const locale = useLocale()
  const t = (key: string, options?: Record<string, unknown>) => translate(`verification.${key}`, options)
  const money = (cents: number | null | undefined) => formatMoney(cents, locale)
  const grade = (value: string | null | undefined) =>
    value ? translate(`resources.diagnostic.grades.${value}`, { _: value }) : '-'
  /** A translation key or a message the server already translated. */
  const message = (keyOrText: string) => translate(keyOrText, { _: keyOrText })
  return { t, translate, money, grade, message }
}
