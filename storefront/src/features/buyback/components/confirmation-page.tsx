import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router-dom'
import { PageHeading } from '@/components/page-heading'
import { formatMoney } from '@/lib/money'
import { getCart, type CheckedOutCart } from '../api/cart'
import { BuybackTexts } from '../i18n/buyback-texts'
import '@/styles/tunnel.css'

/**
 * `/buyback-confirmation?cart=`: the buy-backs just created with their numbers, and what to do next for
 * each transport mode (bring it to the store, or send it); the e-mail carries the same.
 */
function ConfirmationPage() {
  const { t, i18n } = useTranslation()
  const [params] = useSearchParams()
  const id = params.get('cart') ?? ''
  const [cart, setCart] = useState<CheckedOutCart | null>(null)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    getCart(id).then(setCart, () => setFailed(true))
  }, [id])

  if (failed) {
    return (
      <div className="container page tunnel">
        <PageHeading>{t('confirmation.title')}</PageHeading>
        <p className="alert" role="alert">
          {t('confirmation.notFound')}
        </p>
        <Link to="/">{t('common.backHome')}</Link>
      </div>
    )
  }
  if (!cart) {
    return (
      <div className="container page">
        <p className="page-loading" role="status">
          <span className="spinner" aria-hidden="true" /> {t('common.loading')}
        </p>
      </div>
    )
  }

  return (
    <div className="container page tunnel">
      <PageHeading>{t('confirmation.title')}</PageHeading>
      <p>{t('confirmation.thanks', { name: cart.customer?.firstname ?? '' })}</p>
      <ul className="cart-lines">
        {cart.buybacks.map((buyback) => (
          <li key={buyback.id} className="cart-line confirmation-line">
            <div>
              <p className="cart-line-label">{buyback.product?.label}</p>
              <p>
                {t('confirmation.number')}{' '}
                <strong className="buyback-number">{buyback.identificationNumber}</strong>
              </p>
              <p className="muted">
                {t(`confirmation.statuses.${buyback.status as 'bb_in_transit'}`)} ·{' '}
                {buyback.paymentMode?.label}
              </p>
              <p>{t(`confirmation.next.${(buyback.circuit?.deposit ?? 'post') as 'post'}`)}</p>
            </div>
            {buyback.total !== null && (
              <p className="cart-line-total">{formatMoney(buyback.total, i18n.language)}</p>
            )}
          </li>
        ))}
      </ul>
      <p className="cart-total">
        {t('cart.total')} <strong>{formatMoney(cart.total, i18n.language)}</strong>
      </p>
      <p className="notice">{t('confirmation.keepNumber')}</p>
      <Link className="button button-primary" to="/">
        {t('common.backHome')}
      </Link>
    </div>
  )
}

export default function ConfirmationPageRoute() {
  return (
    <BuybackTexts>
      <ConfirmationPage />
    </BuybackTexts>
  )
}
