import { transportModesFor } from '#actions/estimates/transport_modes'
import { type EstimateContext, estimableProduct } from '#actions/estimates/shared'

/**
 * The transport and payment modes a product may be bought back with, before its condition is declared (the
 * store wizard asks them first): the modes of its best grade, with the rules of their modifiers and bonus
 * rather than amounts. The estimate confirms the choice once the condition is known.
 */
export async function optionsOf(context: EstimateContext, productId: string) {
  const { product, setup } = await estimableProduct(context, productId)
  const modes = transportModesFor(setup, product, {
    country: 'FR',
    grade: 'A',
    price: product.prices.A ?? 0,
  })
  return modes.map((mode) => ({
    id: mode.id,
    name: mode.name,
    description: mode.description,
    deposit: mode.deposit,
    shippingRule: mode.shippingRule,
    paymentModes: mode.paymentModes.map((payment) => ({
      id: payment.id,
      type: payment.type,
      label: payment.label,
      description: payment.description,
      needsIban: payment.needsIban,
      paymentRule: payment.paymentRule,
      bonusRule: payment.bonusRule,
    })),
  }))
}
