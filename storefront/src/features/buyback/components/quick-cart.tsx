import { useTranslation } from '@/lib/i18n'
import { Link } from 'react-router-dom'
import { formatMoney } from '@domain/money_format'
import { cartTotal, useCart } from '../cart-store'

/** The quick-cart link of the header: how many buy-backs and their total, to the summary. */
export function QuickCart() {
  const { t, i18n } = useTranslation()
  const cart = useCart()
  if (!cart?.lines.length) return null
  const currency = cart.lines[0]?.currency
  return (
    <Link to="/cart/summary" className="quick-cart">
      {t('quickCart.label', {
        count: cart.lines.length,
        amount: formatMoney(cartTotal(cart), i18n.language, currency),
      })}
    </Link>
  )
}
