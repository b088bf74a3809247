import { useLocale, useTranslate } from 'react-admin'
import { formatMoney } from '../../lib/money'
import type { Rule } from './types'

/** The wizard's texts (resources.buybacks.wizard.*), its amounts in the user's language, and modifier rules. */
export function useWizardText() {
  const translate = useTranslate()
  const locale = useLocale()
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`resources.buybacks.wizard.${key}`, options)
  const money = (cents: number) => formatMoney(cents, locale)
  /** "+10 %", "-2,00 €": a modifier or bonus as its mode sets it (fixed amounts in cents); nothing for none. */
  const ruleText = (rule: Rule | null) => {
    if (!rule || !rule.value) return ''
    const sign = rule.value > 0 ? '+' : ''
    return rule.type === 'percentage' ? `${sign}${rule.value} %` : `${sign}${money(rule.value)}`
  }
  return { t, translate, money, ruleText, locale }
}
