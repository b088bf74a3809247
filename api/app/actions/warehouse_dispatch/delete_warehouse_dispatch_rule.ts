import type WarehouseDispatchRule from '#models/warehouse_dispatch_rule'

/** Removes a warehouse dispatch rule; its conditions and workshop links go with it. */
export async function deleteWarehouseDispatchRule(rule: WarehouseDispatchRule) {
  await rule.delete()
  return rule
}
