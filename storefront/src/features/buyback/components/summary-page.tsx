import { useEffect, useState } from 'react'
import { useTranslation } from '@/lib/i18n'
import { Link, useLocation, useNavigate } from 'react-router-dom'
import { PageHeading } from '@/components/page-heading'
import { FOCUS_HEADING } from '@/lib/route-focus'
import { ApiError } from '@/lib/api-client'
import { formatMoney } from '@domain/money_format'
import { checkout, getBuybackSettings, type BuybackSettings } from '../api/cart'
import { cartTotal, readCustomer, removeLine, resetCart, useCart, type CustomerInfo } from '../cart-store'
import type { Grade } from '../api/tunnel'
import { BuybackTexts } from '../i18n/buyback-texts'
import { Waiting } from './checkout-waiting'
import { PriceBreakdown } from './price-breakdown'
import '@/styles/tunnel.css'

/**
 * `/cart/summary` (part 1 §2): the buy-backs of the cart with their options and total, the minimum-value
 * alert, the terms to accept, then the checkout that creates them (one idempotency key per cart, so a
 * double submit makes one cart).
 */
function SummaryPage() {
  const { t, i18n } = useTranslation()
  const navigate = useNavigate()
  const cart = useCart()
  const stateCustomer = ((useLocation().state ?? {}) as { customer?: CustomerInfo }).customer
  const customer = stateCustomer ?? readCustomer()
  const [settings, setSettings] = useState<BuybackSettings | null>(null)
  const [terms, setTerms] = useState(false)
  const [termsError, setTermsError] = useState(false)
  const [confirmRemove, setConfirmRemove] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const [failure, setFailure] = useState<'business' | 'later' | null>(null)
  const [failureMessage, setFailureMessage] = useState('')

  useEffect(() => {
    getBuybackSettings().then(setSettings, () => setSettings(null))
  }, [])

  if (!cart) {
    return (
      <div className="container page tunnel">
        <PageHeading>{t('cart.title')}</PageHeading>
        <p>{t('cart.empty')}</p>
        <Link className="button button-primary" to="/search">
          {t('diag.searchAgain')}
        </Link>
      </div>
    )
  }

  const currency = cart.lines[0]?.currency ?? 'EUR'
  const money = (cents: number) => formatMoney(cents, i18n.language, currency)
  const total = cartTotal(cart)
  const belowMinimum = settings ? total < settings.cartMinValue : false
  const missingSecrets = !customer || (cart.lines.some((line) => line.needsIban) && !customer.iban)

  const remove = (lineId: string) => {
    if (cart.lines.length === 1 && confirmRemove !== lineId) return setConfirmRemove(lineId)
    const last = cart.lines.length === 1
    removeLine(lineId)
    setConfirmRemove(null)
    if (last) navigate('/')
  }

  const submit = async () => {
    if (!terms) return setTermsError(true)
    if (!customer) return
    setSending(true)
    setFailure(null)
    try {
      const made = await checkout(cart.idempotencyKey, cart.lines, customer)
      resetCart()
      // The confirmation replaces the summary (back does not send it again); focus goes to its heading.
      navigate(`/buyback-confirmation?cart=${made.id}`, { replace: true, state: FOCUS_HEADING })
    } catch (error) {
      setSending(false)
      if (error instanceof ApiError && error.status === 422) {
        const fields = (error.body as { errors?: Record<string, string> } | null)?.errors
        const customerErrors = Object.fromEntries(
          Object.entries(fields ?? {})
            .filter(([field]) => field.startsWith('customer.'))
            .map(([field, message]) => [field.slice('customer.'.length), message])
        )
        if (Object.keys(customerErrors).length) {
          return navigate('/cart/customer-infos', { state: { errors: customerErrors, customer } })
        }
        setFailure('business')
        setFailureMessage(fields ? Object.values(fields).join(' ') : error.message)
        return
      }
      setFailure('later')
    }
  }

  if (sending) {
    return (
      <div className="container page tunnel">
        <PageHeading>{t('checkout.title')}</PageHeading>
        <Waiting />
      </div>
    )
  }

  return (
    <div className="container page tunnel">
      <PageHeading>{t('cart.title')}</PageHeading>
      <ul className="cart-lines">
        {cart.lines.map((line) => (
          <li key={line.lineId} className="cart-line">
            <div className="cart-line-product">
              {line.productImage && <img src={line.productImage} alt="" width={48} height={48} />}
              <p className="cart-line-label">{line.productLabel}</p>
              <p className="muted">
                {t('diag.estimate.grade', { grade: t(`grades.${line.grade as Grade}`) })} ·{' '}
                {line.transportName} · {line.paymentLabel}
              </p>
            </div>
            {line.breakdown ? (
              <PriceBreakdown parts={line.breakdown} total={line.total} currency={line.currency} />
            ) : (
              <p className="cart-line-total">{money(line.total)}</p>
            )}
            {confirmRemove === line.lineId ? (
              <div role="alertdialog" aria-labelledby={`remove-${line.lineId}`} className="confirm">
                <p id={`remove-${line.lineId}`}>{t('cart.removeLast')}</p>
                <button
                  type="button"
                  className="button button-neutral"
                  onClick={() => setConfirmRemove(null)}
                >
                  {t('cart.keep')}
                </button>
                <button
                  type="button"
                  className="button button-primary"
                  onClick={() => remove(line.lineId)}
                  autoFocus
                >
                  {t('cart.removeConfirm')}
                </button>
              </div>
            ) : (
              <button
                type="button"
                className="link-button"
                onClick={() => remove(line.lineId)}
                aria-label={t('cart.removeLabel', { product: line.productLabel })}
              >
                {t('cart.remove')}
              </button>
            )}
          </li>
        ))}
      </ul>
      <p className="cart-total">
        {t('cart.total')} <strong>{money(total)}</strong>
      </p>
      {belowMinimum && settings && (
        <p className="alert" role="alert">
          {t('cart.minimum', { amount: money(settings.cartMinValue) })}
        </p>
      )}
      {settings && cart.lines.length < settings.cartMaxItems && (
        <p>
          <Link to="/search">{t('cart.addProduct')}</Link>
        </p>
      )}

      {customer && (
        <section className="summary-customer" aria-labelledby="summary-customer">
          <h2 id="summary-customer">{t('customer.title')}</h2>
          <p>
            {customer.firstname} {customer.lastname} · {customer.email} · {customer.phone}
            <br />
            {customer.street} {customer.streetComplement} · {customer.zipCode} {customer.city}
          </p>
          <Link to="/cart/customer-infos" state={{ customer }}>
            {t('cart.editCustomer')}
          </Link>
        </section>
      )}

      {missingSecrets ? (
        <Link className="button button-primary" to="/cart/customer-infos">
          {t('customer.next')}
        </Link>
      ) : (
        <>
          <div className="terms">
            <input
              id="terms"
              type="checkbox"
              checked={terms}
              onChange={(event) => {
                setTerms(event.target.checked)
                setTermsError(false)
              }}
              aria-invalid={termsError ? true : undefined}
              aria-describedby={termsError ? 'terms-error' : undefined}
            />
            <label htmlFor="terms">
              {t('cart.termsBefore')} <Link to="/cgs">{t('cart.termsLink')}</Link>
            </label>
          </div>
          {termsError && (
            <p id="terms-error" className="field-error" role="alert">
              {t('cart.termsRequired')}
            </p>
          )}
          {failure && (
            <p className="alert" role="alert">
              {failure === 'business' ? failureMessage : t('checkout.later')}
            </p>
          )}
          <button
            type="button"
            className="button button-primary"
            disabled={belowMinimum}
            onClick={() => void submit()}
          >
            {t('cart.confirm', { amount: money(total) })}
          </button>
        </>
      )}
    </div>
  )
}

export default function SummaryPageRoute() {
  return (
    <BuybackTexts>
      <SummaryPage />
    </BuybackTexts>
  )
}
