import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { errors as vineErrors } from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { I18n } from '@adonisjs/i18n'
import Account from '#models/account'
import Buyback from '#models/buyback'
import Cart from '#models/cart'
import Customer from '#models/customer'
import Item from '#models/item'
import Payment from '#models/payment'
import PaymentMode from '#models/payment_mode'
import BusinessError from '#exceptions/business_error'
import { BOUNDS } from '#domain/bounds'
import { checkCart, lineTotal } from '#domain/pricing'
import { creationEvent } from '#domain/transitions'
import { createdStatuses, fire } from '#services/status_transitions'
import { newIdentificationNumber } from '#services/identification_numbers'
import { enqueue } from '#services/jobs/queue'
import { issueStoredValue, storedValueKindOf } from '#services/payments/stored_value'
import { estimateBuyback } from '#actions/estimates/estimate_buyback'
import type { cartValidator } from '#validators/cart'
import { countNewBuyback } from '#services/product_search/popularity'

type CartFields = Infer<typeof cartValidator>
type Estimate = Awaited<ReturnType<typeof estimateBuyback>>
type TransportMode = Estimate['transportModes'][number]

export interface CartContext {
  accountId: number
  channel: 'web' | 'store'
  /** The cart's owner: a signed-in user, or a storefront visitor (DESIGN.md §5). */
  userId: number | null
  visitorId?: string | null
  storeId?: number | null
  language: string
  i18n: I18n
}

/** A priced line of the cart: the estimate again, with the options the customer chose. */
interface Line {
  estimate: Estimate
  transport: TransportMode
  payment: TransportMode['paymentModes'][number]
  bonus: number
  total: number
}

function fieldError(i18n: I18n, field: string, rule: string): never {
  throw new vineErrors.E_VALIDATION_ERROR({ [field]: i18n.t(`validator.shared.messages.${rule}`) })
}

async function priceLines(context: CartContext, fields: CartFields): Promise<Line[]> {
  const lines: Line[] = []
  for (const [index, line] of fields.buybacks.entries()) {
    const estimate = await estimateBuyback({
      accountId: context.accountId,
      channel: context.channel,
      productId: line.productId,
      answerIds: line.answers,
      imei: line.imei,
      country: fields.customer.country,
      language: context.language,
    })
    const transport = estimate.transportModes.find((mode) => mode.id === line.transportModeId)
    if (!transport) fieldError(context.i18n, `buybacks.${index}.transportModeId`, 'transportModeNotOffered')
    const payment = transport.paymentModes.find((mode) => mode.id === line.paymentModeId)
    if (!payment) fieldError(context.i18n, `buybacks.${index}.paymentModeId`, 'paymentModeNotOffered')
    // Declining the bonus step declines the payment bonus only: the circuit's deposit bonus stays.
    const bonus = line.bonusAccepted === false ? payment.depositBonus : payment.bonus
    const total = lineTotal({
      estimate: estimate.estimate,
      paymentModifier: payment.paymentModifier,
      shippingModifier: transport.shippingModifier,
      bonus,
    })
    lines.push({ estimate, transport, payment, bonus, total })
  }
  return lines
}

/** The customer information the chosen options and the client's settings call for. */
function checkCustomer(context: CartContext, fields: CartFields, lines: Line[], identityRequired: boolean) {
  if (lines.some((line) => line.payment.needsIban) && !fields.customer.iban) {
    fieldError(context.i18n, 'customer.iban', 'ibanRequired')
  }
  if (identityRequired && !fields.customer.identity) {
    fieldError(context.i18n, 'customer.identity.type', 'identityRequired')
  }
}

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

  if (fields.predeclaredBuybackId) {
    const predeclared = await Buyback.query()
      .where('id', fields.predeclaredBuybackId)
      .where('account_id', context.accountId)
      .first()
    if (!predeclared) fieldError(context.i18n, 'predeclaredBuybackId', 'database.exists')
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
      const cart = await db.transaction((trx) => writeCart(trx, context, fields, lines))
      return { cart, replayed: false }
    } catch (error) {
      if (!lostTheRace(error)) throw error
      const made = await cartOfKey(context, fields.idempotencyKey)
      if (made) return { cart: made, replayed: true }
      if (attempt >= 3) throw error
    }
  }
}

async function writeCart(
  trx: TransactionClientContract,
  context: CartContext,
  fields: CartFields,
  lines: Line[]
) {
  // The cart row first: a second submit with the same key stops on its unique index before writing more.
  const cart = await Cart.create(
    {
      id: randomUUID(),
      accountId: context.accountId,
      channel: context.channel,
      storeId: context.storeId ?? null,
      userId: context.userId,
      visitorId: context.visitorId ?? null,
      predeclaredBuybackId: fields.predeclaredBuybackId ?? null,
      idempotencyKey: fields.idempotencyKey,
      total: lines.reduce((sum, line) => sum + line.total, 0),
      status: 'checked_out',
      expiresAt: DateTime.now().plus({ days: BOUNDS.cartLifetimeDays[context.channel] }),
    },
    { client: trx }
  )
  const { identity, iban, ...contact } = fields.customer
  const needsIban = lines.some((line) => line.payment.needsIban)
  const customer = await Customer.create(
    {
      accountId: context.accountId,
      ...contact,
      language: context.language,
      streetComplement: contact.streetComplement || null,
      iban: needsIban ? (iban ?? null) : null,
      nationalIdentificationType: identity?.type ?? null,
      nationalIdentificationNumber: identity?.number ?? null,
      nationalIdentificationAuthority: identity?.authority ?? null,
      nationalIdentificationDeliveryDate: identity ? DateTime.fromJSDate(identity.deliveryDate) : null,
    },
    { client: trx }
  )
  cart.customerId = customer.id
  await cart.save()
  for (const line of lines) await writeBuyback(trx, context, cart, customer, line, iban ?? null)
  // Sent by a worker once this transaction has committed; a rollback takes the e-mail away with the cart.
  await enqueue('cart_confirmation_mail', { cartId: cart.id }, { client: trx })
  return cart
}

/** One buy-back with its item and payment, their first statuses and the history rows. */
async function writeBuyback(
  trx: TransactionClientContract,
  context: CartContext,
  cart: Cart,
  customer: Customer,
  line: Line,
  iban: string | null
) {
  const { estimate, transport, payment } = line
  const event = creationEvent(context.channel, transport.deposit)
  const statuses = createdStatuses(event)
  const mode = await PaymentMode.findOrFail(payment.id, { client: trx })
  const buyback = await Buyback.create(
    {
      identificationNumber: await newIdentificationNumber(trx, 'buybacks'),
      accountId: context.accountId,
      buyerAccountId: estimate.buyerAccountId,
      cartId: cart.id,
      status: statuses.buyback!,
      channel: context.channel,
      circuitId: transport.circuitId,
      categoryId: estimate.product.category.id,
      productId: estimate.product.id,
      customerId: customer.id,
      storeId: context.storeId ?? null,
      warehouseId: transport.warehouseId,
      sellerId: context.channel === 'store' ? context.userId : null,
      paymentModeId: payment.id,
      shippingMethodId: transport.shippingMethodId,
      imei: estimate.imei?.value ?? null,
      declaredGrade: estimate.grade,
      declaredPrice: estimate.estimate,
      bonus: line.bonus,
      paymentModifier: payment.paymentModifier,
      shippingModifier: transport.shippingModifier,
      declaration: {
        responses: estimate.responses,
        grade: estimate.grade,
        imei: estimate.imei?.value ?? null,
      },
      version: 1,
    },
    { client: trx }
  )
  await countNewBuyback(trx, estimate.product.id)
  const item = await Item.create(
    {
      buybackId: buyback.id,
      identificationNumber: await newIdentificationNumber(trx, 'items'),
      status: statuses.item!,
      destinationWarehouseId: transport.warehouseId,
      storeId: context.storeId ?? null,
      productId: estimate.product.id,
      categoryId: estimate.product.category.id,
      brand: estimate.product.brand,
      model: estimate.product.modele,
      name: estimate.product.label,
      purchasingPrice: estimate.estimate,
      version: 1,
    },
    { client: trx }
  )
  const paid = await Payment.create(
    {
      buybackId: buyback.id,
      paymentModeId: mode.id,
      status: 'payment_created',
      amount: line.total,
      provider: mode.provider,
      iban: payment.needsIban ? iban : null,
      // A gift card or voucher is issued now (its documents go with the confirmation), credited once paid.
      cardNumber: storedValueKindOf(mode.type) === 'gift_card' ? issueStoredValue('gift_card') : null,
      voucherNumber: storedValueKindOf(mode.type) === 'voucher' ? issueStoredValue('voucher') : null,
    },
    { client: trx }
  )
  const by = { kind: context.channel === 'web' ? ('customer' as const) : ('system' as const) }
  await fire(trx, event, { buyback, item }, by)
  await fire(trx, 'payment_created', { buyback, payment: paid }, { kind: 'system' })
  if (line.total === 0) {
    await fire(trx, 'payment_not_needed', { buyback, payment: paid }, { kind: 'system' })
  }
  // Booked with the carrier by a worker (before the confirmation e-mail, queued after every buy-back).
  if (transport.shippingMethodId) await enqueue('shipping_label', { buybackId: buyback.id }, { client: trx })
}
