import type DispatchCircuitRule from '#models/dispatch_circuit_rule'

/** Removes a dispatch circuit rule; its category links go with it. */
export async function deleteDispatchCircuitRule(rule: DispatchCircuitRule) {
  await rule.delete()
  return rule
}
