import WarehouseDispatchRule from '#models/warehouse_dispatch_rule'
import { destinationWarehouse, type DispatchItem, type DispatchRule } from '#domain/warehouse_dispatch'

/** The enabled warehouse dispatch rules of an account, as the domain module reads them. */
export async function dispatchRulesOf(accountId: number): Promise<DispatchRule[]> {
  const rules = await WarehouseDispatchRule.query()
    .where('account_id', accountId)
    .where('status', 'enabled')
    .preload('conditions')
    .preload('warehouses')
    .orderBy('position')
  return rules.map((rule) => ({
    id: rule.id,
    position: rule.position,
    defaultWarehouseId: rule.defaultWarehouseId,
    geographic: rule.geographic,
    conditions: rule.conditions.map(({ attribute, operator, values }) => ({ attribute, operator, values })),
    warehouses: rule.warehouses.map((warehouse) => ({
      id: warehouse.id,
      latitude: warehouse.latitude === null ? null : Number(warehouse.latitude),
      longitude: warehouse.longitude === null ? null : Number(warehouse.longitude),
    })),
  }))
}

/** The workshop an item of this account goes to (null: no rule applies). */
export async function destinationOf(accountId: number, item: DispatchItem) {
  return destinationWarehouse(await dispatchRulesOf(accountId), item)
}
