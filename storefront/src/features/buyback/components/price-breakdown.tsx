import { useTranslation } from '@/lib/i18n'
import { formatMoney, formatSignedMoney } from '@domain/money_format'
import type { BreakdownPart } from '../api/tunnel'

/**
 * How a line's amount is made, exactly as the server priced it: the estimate, each modifier and bonus, and
 * the total. The choice, the bonus step and the cart show this one list, so their amounts cannot differ.
 */
export function PriceBreakdown({
  parts,
  total,
  currency,
}: {
  parts: BreakdownPart[]
  total: number
  currency: string
}) {
  const { t, i18n } = useTranslation()
  return (
    <dl className="price-breakdown">
      {parts.map((part) => (
        <div key={part.kind} className="price-breakdown-row">
          <dt>{t(`breakdown.${part.kind}`)}</dt>
          <dd>
            {part.kind === 'estimate'
              ? formatMoney(part.amount, i18n.language, currency)
              : formatSignedMoney(part.amount, i18n.language, currency)}
          </dd>
        </div>
      ))}
      <div className="price-breakdown-row price-breakdown-total">
        <dt>{t('breakdown.total')}</dt>
        <dd>{formatMoney(total, i18n.language, currency)}</dd>
      </div>
    </dl>
  )
}
