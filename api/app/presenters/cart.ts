import Buyback from '#models/buyback'
import Customer from '#models/customer'
import Payment from '#models/payment'
import PaymentMode from '#models/payment_mode'
import type Cart from '#models/cart'
import { priceMayBeCorrected } from '#domain/staleness'

/**
 * A checked-out cart as the confirmation page shows it: its buy-backs with their numbers, statuses, prices
 * and options, and the customer's name and e-mail. Never the IBAN or the identity document.
 */
export async function presentCart(cart: Cart) {
  const buybacks = await Buyback.query()
    .where('cart_id', cart.id)
    .preload('product')
    .preload('circuit')
    .orderBy('id')
  const ids = buybacks.map((buyback) => buyback.id)
  const payments = ids.length ? await Payment.query().whereIn('buyback_id', ids) : []
  const modeIds = buybacks.map((buyback) => buyback.paymentModeId).filter((id): id is number => id !== null)
  const modes = modeIds.length ? await PaymentMode.query().whereIn('id', modeIds) : []
  const customer = cart.customerId ? await Customer.find(cart.customerId) : null
  return {
    id: cart.id,
    status: cart.status,
    channel: cart.channel,
    total: cart.total,
    createdAt: cart.createdAt.toISO(),
    customer: customer
      ? { firstname: customer.firstname, lastname: customer.lastname, email: customer.email }
      : null,
    buybacks: buybacks.map((buyback) => {
      const payment = payments.find((one) => one.buybackId === buyback.id)
      const mode = modes.find((one) => one.id === buyback.paymentModeId)
      return {
        id: buyback.id,
        identificationNumber: buyback.identificationNumber,
        status: buyback.status,
        createdAt: buyback.createdAt.toISO(),
        product: buyback.product
          ? {
              id: buyback.product.id,
              label: buyback.product.label,
              brand: buyback.product.brand,
              image: buyback.product.image,
            }
          : null,
        grade: buyback.declaredGrade,
        declaredPrice: buyback.declaredPrice,
        bonus: buyback.bonus,
        paymentModifier: buyback.paymentModifier,
        shippingModifier: buyback.shippingModifier,
        total: payment?.amount ?? null,
        paymentStatus: payment?.status ?? null,
        circuit: buyback.circuit
          ? { code: buyback.circuit.code, name: buyback.circuit.name, deposit: buyback.circuit.deposit }
          : null,
        paymentMode: mode ? { type: mode.type, label: mode.label } : null,
        priceMayBeCorrected: priceMayBeCorrected(buyback),
      }
    }),
  }
}
