import { SHIPPED_DEPOSITS } from '#models/shipping_method'

/**
 * The rules of part 2 §8 "Buy-back estimate" on how a circuit takes an item, written once for the estimate
 * (actions/estimates/transport_modes.ts) and the set-up checklist of an account (services/setup_checklist.ts):
 * a circuit whose deposit travels goes with each carrier (transport mode) serving that deposit, and each
 * way takes the circuit's payment modes that its carrier accepts too.
 */

export const TRAVELLING_DEPOSITS: readonly string[] = SHIPPED_DEPOSITS

export interface RouteCircuit {
  deposit: string
  paymentModeIds: number[]
}

export interface RouteCarrier {
  deposits: readonly string[]
  paymentModeIds: number[]
}

export const travels = (deposit: string) => TRAVELLING_DEPOSITS.includes(deposit)

/** The carriers serving the circuit's deposit; none when it does not travel. */
export const carriersOf = <C extends RouteCarrier>(circuit: RouteCircuit, carriers: C[]) =>
  travels(circuit.deposit) ? carriers.filter((carrier) => carrier.deposits.includes(circuit.deposit)) : []

/** The circuit's payment modes that go with this carrier (all of them without one). */
export const acceptedPaymentModeIds = (circuit: RouteCircuit, carrier: RouteCarrier | null) =>
  circuit.paymentModeIds.filter((id) => !carrier || carrier.paymentModeIds.includes(id))

/**
 * A circuit is ready to take an item when it has a payment mode and, where its deposit travels, a transport
 * mode serving it that accepts one of them (`no_payment_mode_for_circuit`, `no_transport_mode`).
 */
export function circuitIsReady(circuit: RouteCircuit, carriers: RouteCarrier[]) {
  if (!travels(circuit.deposit)) return acceptedPaymentModeIds(circuit, null).length > 0
  return carriersOf(circuit, carriers).some((carrier) => acceptedPaymentModeIds(circuit, carrier).length > 0)
}

/** A product can be estimated once it has a buy-back price for some grade (`product_not_estimable`). */
export const hasGradePrice = (prices: Record<string, number | null | undefined>) =>
  Object.values(prices).some((price) => typeof price === 'number')

/** What a category's estimation set-up must hold before any of its products can be bought back. */
export interface SetupOfCategory {
  category: { active: boolean; buyerAccountId: number | null; referenceWarehouseId: number | null }
  questions: unknown[]
}

/**
 * The first refusal of part 2 §8 a product of this set-up meets whatever the customer answers: an inactive
 * category, no diagnostic question, no buyer, no workshop to send the item to; null when there is none.
 */
export function setupRefusal(setup: SetupOfCategory) {
  if (!setup.category.active) return 'product_not_estimable'
  if (setup.questions.length === 0) return 'no_diagnostic_questions'
  if (!setup.category.buyerAccountId) return 'configuration_error'
  if (!setup.category.referenceWarehouseId) return 'no_warehouse_for_category'
  return null
}
