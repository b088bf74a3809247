import { Link } from 'react-router-dom'
import { useTranslation } from '@/lib/i18n'
import { formatMoney, formatSignedMoney } from '@domain/money_format'
import type { Estimate } from '../api/tunnel'
import { PriceBreakdown } from './price-breakdown'
import { StepHeading } from './step-heading'

type TransportMode = Estimate['transportModes'][number]
export type PaymentChoice = TransportMode['paymentModes'][number]

type OptionsStepProps = {
  estimate: Estimate
  transportId: string
  paymentId: number | null
  onTransport: (mode: TransportMode) => void
  onPayment: (paymentId: number) => void
  /** The cart refused the line (full): said here, with the way to the cart. */
  error: string
  onBack: () => void
  onChoose: (payment: PaymentChoice) => void
}

/** The estimate with its transport and payment options; the chosen payment's breakdown before adding. */
export function OptionsStep({
  estimate,
  transportId,
  paymentId,
  onTransport,
  onPayment,
  error,
  onBack,
  onChoose,
}: OptionsStepProps) {
  const { t, i18n } = useTranslation()
  const transport = estimate.transportModes.find((mode) => mode.id === transportId) ?? null
  const payment = transport?.paymentModes.find((mode) => mode.id === paymentId) ?? null
  const money = (cents: number) => formatMoney(cents, i18n.language, estimate.currency)
  return (
    <form
      className="tunnel-step"
      onSubmit={(event) => {
        event.preventDefault()
        if (payment) onChoose(payment)
      }}
    >
      <StepHeading>{t('diag.estimate.title')}</StepHeading>
      <p className="estimate-amount">{money(estimate.estimate)}</p>
      <p className="muted">{t('diag.estimate.grade', { grade: t(`grades.${estimate.grade}`) })}</p>
      {estimate.impacts.length > 0 && (
        <ul className="impact-list">
          {estimate.impacts.map((impact) => (
            <li key={impact.label}>
              {impact.label} : {formatSignedMoney(impact.value, i18n.language, estimate.currency)}
            </li>
          ))}
        </ul>
      )}
      <fieldset className="choice-group">
        <legend>{t('diag.options.transport')}</legend>
        {estimate.transportModes.map((mode) => (
          <label key={mode.id} className="choice">
            <input
              type="radio"
              name="transport"
              value={mode.id}
              checked={mode.id === transportId}
              onChange={() => onTransport(mode)}
            />
            <span>
              {/* The circuit's own name is the client's internal one: the customer reads the way it travels. */}
              <strong>{t(`transport.${mode.deposit}`)}</strong>
              {mode.shippingDescription && <span className="muted"> — {mode.shippingDescription}</span>}
              {mode.shippingModifier !== 0 && (
                <span className="modifier">
                  {' '}
                  {formatSignedMoney(mode.shippingModifier, i18n.language, estimate.currency)}
                </span>
              )}
            </span>
          </label>
        ))}
      </fieldset>
      {transport && (
        <fieldset className="choice-group">
          <legend>{t('diag.options.payment')}</legend>
          {transport.paymentModes.map((mode) => (
            <label key={mode.id} className="choice">
              <input
                type="radio"
                name="payment"
                value={mode.id}
                checked={mode.id === paymentId}
                onChange={() => onPayment(mode.id)}
              />
              <span>
                <strong>{mode.label}</strong> —{' '}
                {mode.withoutPaymentBonus
                  ? t('diag.options.withBonus', {
                      total: money(mode.total),
                      without: money(mode.withoutPaymentBonus.total),
                    })
                  : money(mode.total)}
                <span className="muted choice-help">{mode.description}</span>
                {mode.paymentModifier !== 0 && (
                  <span className="modifier">
                    {t('diag.options.modifier', {
                      amount: formatSignedMoney(mode.paymentModifier, i18n.language, estimate.currency),
                    })}
                  </span>
                )}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {payment && (
        <PriceBreakdown parts={payment.breakdown} total={payment.total} currency={estimate.currency} />
      )}
      {error && (
        <p className="alert" role="alert">
          {error} <Link to="/cart/summary">{t('cart.open')}</Link>
        </p>
      )}
      <div className="tunnel-actions">
        <button type="button" className="button button-neutral" onClick={onBack}>
          {t('diag.back')}
        </button>
        <button type="submit" className="button button-primary" disabled={!payment}>
          {payment?.withoutPaymentBonus
            ? t('diag.options.next')
            : t('diag.options.add', { amount: payment ? money(payment.total) : '' })}
        </button>
      </div>
    </form>
  )
}
