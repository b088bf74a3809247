import { useEffect, useState } from 'react'
import { useTranslation } from '@/lib/i18n'
import { Link, useSearchParams } from 'react-router-dom'
import { PageHeading } from '@/components/page-heading'
import { PageLoading } from '@/components/page-loading'
import { apiDownload, apiHeadStatus } from '@/lib/api-client'
import { BOUNDS } from '@domain/bounds'
import { formatMoney } from '@domain/money_format'
import { getBuybackSettings, getCart, type CheckedOutCart } from '../api/cart'
import { BuybackTexts } from '../i18n/buyback-texts'
import '@/styles/tunnel.css'

/**
 * `/buyback-confirmation?cart=`: the buy-backs just created with their numbers, and what to do next for
 * each transport mode (bring it to the store, or send it); the e-mail carries the same.
 */
const DOCUMENTS = ['transfer_order', 'tracking_sheet'] as const
type DocumentKind = (typeof DOCUMENTS)[number] | 'gift_card' | 'voucher'

/** The buy-back's PDFs, fetched with the visitor's token and saved by the browser. */
function Documents({
  cartId,
  buybackId,
  number,
  paymentType,
}: {
  cartId: string
  buybackId: number
  number: string
  paymentType: string | undefined
}) {
  const { t } = useTranslation()
  const [failed, setFailed] = useState(false)
  const kinds: DocumentKind[] = [
    ...DOCUMENTS,
    ...(paymentType === 'gift_card' || paymentType === 'voucher' ? [paymentType as DocumentKind] : []),
  ]
  const download = (kind: DocumentKind) => {
    setFailed(false)
    apiDownload(
      `/api/carts/${cartId}/buybacks/${buybackId}/documents/${kind}`,
      `${kind}-${number}.pdf`
    ).catch(() => setFailed(true))
  }
  return (
    <div className="documents">
      {kinds.map((kind) => (
        <button key={kind} type="button" className="link-button" onClick={() => download(kind)}>
          {t(`confirmation.documents.${kind}`)}
        </button>
      ))}
      {failed && (
        <p className="field-error" role="alert">
          {t('confirmation.documents.failed')}
        </p>
      )}
    </div>
  )
}

/**
 * Part 1 §4 "Shipping label check": asked at 3, 5, 10 and 15 s, then said not available; a label the
 * carrier refused (410) stops the checks at once.
 */
const LABEL_CHECKS_S = [3, 5, 10, 15]

function ShippingLabel({ cartId, buybackId, number }: { cartId: string; buybackId: number; number: string }) {
  const { t } = useTranslation()
  const [state, setState] = useState<'checking' | 'ready' | 'none' | 'refused' | 'unavailable'>('checking')
  const path = `/api/carts/${cartId}/buybacks/${buybackId}/documents/shipping_label`

  useEffect(() => {
    let cancelled = false
    const timers: number[] = []
    const check = async (attempt: number) => {
      const status = await apiHeadStatus(path).catch(() => 0)
      if (cancelled) return
      if (status === 200) return setState('ready')
      if (status === 404) return setState('none')
      // 410: the carrier refused the label; the store corrects the address and contacts the customer.
      if (status === 410) return setState('refused')
      if (attempt >= LABEL_CHECKS_S.length) return setState('unavailable')
      const wait = (LABEL_CHECKS_S[attempt]! - (LABEL_CHECKS_S[attempt - 1] ?? 0)) * 1000
      timers.push(window.setTimeout(() => void check(attempt + 1), wait))
    }
    timers.push(window.setTimeout(() => void check(0), 0))
    return () => {
      cancelled = true
      timers.forEach((timer) => window.clearTimeout(timer))
    }
  }, [path])

  if (state === 'none') return null
  return (
    <div aria-live="polite">
      {state === 'checking' && (
        <p className="page-loading" role="status">
          <span className="spinner" aria-hidden="true" /> {t('confirmation.label.checking')}
        </p>
      )}
      {state === 'unavailable' && <p className="muted">{t('confirmation.label.unavailable')}</p>}
      {state === 'refused' && (
        <p className="alert" role="alert">
          {t('confirmation.label.refused')}
        </p>
      )}
      {state === 'ready' && (
        <button
          type="button"
          className="link-button"
          onClick={() => void apiDownload(path, `label-${number}.pdf`).catch(() => setState('unavailable'))}
        >
          {t('confirmation.label.download')}
        </button>
      )}
    </div>
  )
}

function ConfirmationPage() {
  const { t, i18n } = useTranslation()
  const [params] = useSearchParams()
  const id = params.get('cart') ?? ''
  const [cart, setCart] = useState<CheckedOutCart | null>(null)
  const [failed, setFailed] = useState(false)
  const [stalenessDays, setStalenessDays] = useState<number>(BOUNDS.stalenessDays)

  useEffect(() => {
    getCart(id).then(setCart, () => setFailed(true))
    getBuybackSettings().then(
      (settings) => setStalenessDays(settings.stalenessDays),
      () => undefined
    )
  }, [id])

  if (failed) {
    return (
      <div className="container page tunnel">
        <PageHeading>{t('confirmation.notFoundTitle')}</PageHeading>
        <p className="alert" role="alert">
          {t('confirmation.notFound')}
        </p>
        <Link to="/">{t('common.backHome')}</Link>
      </div>
    )
  }
  if (!cart) {
    return <PageLoading />
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
              {buyback.priceMayBeCorrected && (
                <p className="alert" role="note">
                  {t('confirmation.priceMayBeCorrected', { days: stalenessDays })}
                </p>
              )}
              <Documents
                cartId={cart.id}
                buybackId={buyback.id}
                number={buyback.identificationNumber}
                paymentType={buyback.paymentMode?.type}
              />
              <ShippingLabel cartId={cart.id} buybackId={buyback.id} number={buyback.identificationNumber} />
              {buyback.circuit?.deposit === 'drop' && (
                <p>
                  <Link to="/stores">{t('confirmation.findStore')}</Link>
                </p>
              )}
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
      <p className="notice">{t('confirmation.checkEmail', { email: cart.customer?.email ?? '' })}</p>
      <p>{t('confirmation.keepNumber')}</p>
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
