import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Buyback from '#models/buyback'
import Cart from '#models/cart'
import Customer from '#models/customer'
import Item from '#models/item'
import Payment from '#models/payment'
import PaymentMode from '#models/payment_mode'
import { BOUNDS } from '#domain/bounds'
import { creationEvent } from '#domain/transitions'
import { createdStatuses, fire } from '#services/status_transitions'
import { newIdentificationNumber } from '#services/identification_numbers'
import { enqueue } from '#services/jobs/queue'
import { issueStoredValue, storedValueKindOf } from '#services/payments/stored_value'
import { countNewBuyback } from '#services/product_search/popularity'
import type { CartContext, CartFields, Line } from '#actions/carts/cart_lines'

/**
 * Writes a checked cart in the caller's transaction: the cart row first, the customer, then per buy-back its
 * item, its payment and their first statuses with the history, and the jobs of the confirmation and labels.
 */
export async function writeCart(
  trx: TransactionClientContract,
  context: CartContext,
  fields: CartFields,
  lines: Line[],
  predeclaredBuybackId: number | null = null
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
      predeclaredBuybackId,
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
