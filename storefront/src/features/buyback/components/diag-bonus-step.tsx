import { useTranslation } from '@/lib/i18n'
import { formatMoney } from '@domain/money_format'
import type { PaymentChoice } from './diag-options-step'
import { PriceBreakdown } from './price-breakdown'
import { StepHeading } from './step-heading'

type BonusStepProps = {
  payment: PaymentChoice & { withoutPaymentBonus: NonNullable<PaymentChoice['withoutPaymentBonus']> }
  currency: string
  error: string
  onAdd: (bonusAccepted: boolean) => void
}

/** The trade-in bonus: the payment with its bonus, or the line without it. */
export function BonusStep({ payment, currency, error, onAdd }: BonusStepProps) {
  const { t, i18n } = useTranslation()
  const money = (cents: number) => formatMoney(cents, i18n.language, currency)
  return (
    <div className="tunnel-step">
      <StepHeading>{t('diag.bonus.title')}</StepHeading>
      <p>
        {t('diag.bonus.text', {
          bonus: money(payment.paymentBonus),
          payment: payment.label,
          total: money(payment.total),
          without: money(payment.withoutPaymentBonus.total),
        })}
      </p>
      <PriceBreakdown parts={payment.breakdown} total={payment.total} currency={currency} />
      {error && (
        <p className="alert" role="alert">
          {error}
        </p>
      )}
      <div className="tunnel-actions">
        <button type="button" className="button button-neutral" onClick={() => onAdd(false)}>
          {t('diag.bonus.skip', { total: money(payment.withoutPaymentBonus.total) })}
        </button>
        <button type="button" className="button button-primary" onClick={() => onAdd(true)}>
          {t('diag.bonus.confirm', { total: money(payment.total) })}
        </button>
      </div>
    </div>
  )
}
