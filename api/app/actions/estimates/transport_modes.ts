import { acceptedPaymentModeIds, carriersOf } from '#domain/buyback_routes'
import { bonusAmount, lineBreakdown, modifierAmount, type Grade, type Modifier } from '#domain/pricing'
import { destinationWarehouse } from '#domain/warehouse_dispatch'
import type { EstimableProduct } from '#services/estimation/setups'
import type { EstimationSetup } from '#services/estimation/build_setup'
import { refuse } from '#actions/estimates/refusal'

/** A modifier as its owner sets it (a fixed amount in cents or a percentage of the price), without its cap. */
const ruleOf = ({ type, value }: Modifier) => ({ type, value })

/**
 * The circuits active on the category for the channel and the country, each with its shipping methods when
 * it travels with a carrier, and for each the payment modes both accept, priced on the estimate.
 */
export function transportModesFor(
  setup: EstimationSetup,
  product: EstimableProduct,
  { country, grade, price }: { country: string; grade: Grade; price: number }
) {
  const features = new Set(setup.features)
  const eligible = setup.circuits.filter((circuit) => circuit.eligibleCountries.includes(country))
  if (eligible.length === 0) throw refuse('no_transport_mode')

  const shipping = setup.shippingMethods.filter((method) => method.countries.includes(country))
  const paymentModes = new Map(setup.paymentModes.map((mode) => [mode.id, mode]))
  const reference = setup.category.referenceWarehouseId

  const modes = []
  let withoutPayment = 0
  let withoutWarehouse = 0
  for (const circuit of eligible) {
    const warehouseId =
      destinationWarehouse(setup.dispatchRules, {
        brand: product.brand,
        categoryIds: setup.category.lineage,
        circuit: circuit.code,
        productState: grade,
      }) ?? reference
    if (!warehouseId) {
      withoutWarehouse++
      continue
    }
    const depositBonus = features.has('deposit_bonus') ? circuit.depositBonus : 0
    // A circuit that travels goes with each carrier serving its deposit; without one the customer sends it.
    const serving = carriersOf(circuit, shipping)
    const carriers = serving.length ? serving : [null]
    for (const carrier of carriers) {
      const accepted = acceptedPaymentModeIds(circuit, carrier).map((id) => paymentModes.get(id)!)
      if (accepted.length === 0) {
        withoutPayment++
        continue
      }
      const shippingModifier = carrier ? modifierAmount(price, carrier.modifier) : 0
      modes.push({
        id: carrier ? `${circuit.id}-${carrier.id}` : String(circuit.id),
        circuitId: circuit.id,
        circuitCode: circuit.code,
        deposit: circuit.deposit,
        name: circuit.name,
        description: circuit.description,
        shippingMethodId: carrier?.id ?? null,
        shippingDescription: carrier?.description ?? null,
        shippingModifier,
        /** The rule behind the amount, for a choice made before the price is known (store wizard). */
        shippingRule: carrier ? ruleOf(carrier.modifier) : null,
        depositBonus,
        warehouseId,
        paymentModes: accepted.map((mode) => {
          const paymentModifier = modifierAmount(price, mode.modifier)
          const paymentBonus = features.has('payment_bonus') ? bonusAmount(price, mode.bonus) : 0
          const parts = { estimate: price, shippingModifier, paymentModifier, depositBonus }
          const priced = lineBreakdown({ ...parts, paymentBonus })
          // The payment bonus may be declined (the bonus step); the deposit bonus comes with the circuit.
          const declined = paymentBonus === 0 ? null : lineBreakdown({ ...parts, paymentBonus: 0 })
          return {
            id: mode.id,
            type: mode.type,
            label: mode.label,
            description: mode.description,
            longDescription: mode.longDescription,
            needsIban: mode.type === 'bank_transfer',
            paymentModifier,
            paymentRule: ruleOf(mode.modifier),
            bonusRule:
              features.has('payment_bonus') && mode.bonus.mode !== 'disabled'
                ? { type: mode.bonus.mode === 'amount' ? 'fixed' : 'percentage', value: mode.bonus.value }
                : null,
            paymentBonus,
            depositBonus,
            bonus: paymentBonus + depositBonus,
            total: priced.total,
            breakdown: priced.parts,
            withoutPaymentBonus: declined && { total: declined.total, breakdown: declined.parts },
          }
        }),
      })
    }
  }
  if (modes.length === 0) {
    throw refuse(
      withoutWarehouse && !withoutPayment ? 'no_warehouse_for_category' : 'no_payment_mode_for_circuit'
    )
  }
  return modes
}
