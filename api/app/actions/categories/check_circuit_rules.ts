import BusinessError from '#exceptions/business_error'
import type Circuit from '#models/circuit'

type CircuitKind = Pick<Circuit, 'channel' | 'deposit'>

const isStoreDrop = (circuit: CircuitKind) => circuit.channel === 'store' && circuit.deposit === 'drop'
const isWebDrop = (circuit: CircuitKind) => circuit.channel === 'web' && circuit.deposit === 'drop'

/**
 * Part 2 §5 "Category" on the set of circuits that would be active on a category: at most one store-drop
 * circuit, and a web-drop circuit (the customer declares on the web and brings the product to a store)
 * only with an active store-drop circuit to receive it.
 */
export function checkActiveCircuits(active: readonly CircuitKind[]) {
  const storeDrops = active.filter(isStoreDrop).length
  if (storeDrops > 1) throw new BusinessError('category_store_drop_unique', 409)
  if (storeDrops === 0 && active.some(isWebDrop)) {
    throw new BusinessError('category_web_drop_needs_store_drop', 409)
  }
}
