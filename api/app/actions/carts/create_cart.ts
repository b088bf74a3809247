import db from '@adonisjs/lucid/services/db'
import Account from '#models/account'
import Buyback from '#models/buyback'
import Cart from '#models/cart'
import BusinessError from '#exceptions/business_error'
import { BOUNDS } from '#domain/bounds'
import { checkCart } from '#domain/pricing'
import {
  checkCustomer,
  fieldError,
  priceLines,
  type CartContext,
  type CartFields,
} from '#actions/carts/cart_lines'
import { writeCart } from '#actions/carts/write_cart'

/**
 * The cart made for this idempotency key, if a first submit of the same owner already made it. A key
 * another owner used is refused: replaying it must not hand over someone else's cart.
 */
async function cartOfKey(context: CartContext, key: string) {
  const cart = await Cart.query().where('account_id', context.accountId).where('idempotency_key', key).first()
  if (!cart) return null
  if (cart.userId !== context.userId || cart.visitorId !== (context.visitorId ?? null)) {
    fieldError(context.i18n, 'idempotencyKey', 'database.unique')
  }
  return cart
}

/** Another submit of the same cart got there first (its key is taken, or MySQL chose this one to yield). */
const lostTheRace = (error: unknown) => {
  const { code, message } = (error ?? {}) as { code?: string; message?: string }
  return (
    code === 'ER_DUP_ENTRY' ||
    code === 'ER_LOCK_DEADLOCK' ||
    (code === 'SQLITE_CONSTRAINT_UNIQUE' && /carts\.idempotency_key/.test(message ?? ''))
  )
}

/**
 * `POST /api/carts` (DESIGN.md §3-4, part 1 §4 "Cart"): prices every buy-back again on the server, checks the
 * cart maximum and minimum value and the customer information, then writes the customer, the cart, and per
 * buy-back its item, its payment and their first statuses with the history, in one transaction. The same
 * idempotency key answers the cart already made, however many submits race.
 */
export async function createCart(context: CartContext, fields: CartFields) {
  const existing = await cartOfKey(context, fields.idempotencyKey)
  if (existing) return { cart: existing, replayed: true }

  const account = await Account.query().where('id', context.accountId).preload('rootDetail').firstOrFail()
  const details = account.rootDetail
  const features = new Set(details?.enabledPremiumFeatures ?? [])
  const maxItems = features.has('multi_product_cart')
    ? BOUNDS.cartMaxItems.multiProduct
    : BOUNDS.cartMaxItems.single
  if (fields.buybacks.length > maxItems) throw new BusinessError('cart_full', 422)

  let predeclaredBuybackId: number | null = null
  if (fields.predeclaredReference) {
    const predeclared = await Buyback.query()
      .where('reference', fields.predeclaredReference)
      .where('account_id', context.accountId)
      .first()
    if (!predeclared) fieldError(context.i18n, 'predeclaredReference', 'database.exists')
    predeclaredBuybackId = predeclared!.id
  }
  const lines = await priceLines(context, fields)
  const refusals = checkCart({
    items: lines.map((line) => ({
      estimate: line.estimate.estimate,
      paymentModifier: line.payment.paymentModifier,
      shippingModifier: line.transport.shippingModifier,
      bonus: line.bonus,
    })),
    maxItems,
    minValue: (details?.cartMinValue ?? 0) * 100,
  })
  if (refusals.length) throw new BusinessError(refusals[0], 422)
  // At the counter the identity document is always asked (part 1 §2 "Wizards"); on the web, when the client asks.
  const identityRequired = context.channel === 'store' || (details?.customerIdentityDocumentRequired ?? false)
  checkCustomer(context, fields, lines, identityRequired)

  for (let attempt = 1; ; attempt++) {
    try {
      const cart = await db.transaction((trx) => writeCart(trx, context, fields, lines, predeclaredBuybackId))
      return { cart, replayed: false }
    } catch (error) {
      if (!lostTheRace(error)) throw error
      const made = await cartOfKey(context, fields.idempotencyKey)
      if (made) return { cart: made, replayed: true }
      if (attempt >= 3) throw error
    }
  }
}
