import type WarehouseDispatchRule from '#models/warehouse_dispatch_rule'
import { withAccountNames } from '#services/account_names'

/** A warehouse dispatch rule on the wire: its destination workshops and its conditions. */
export function presentWarehouseDispatchRule(rule: WarehouseDispatchRule) {
  return {
    id: rule.id,
    accountId: rule.accountId,
    updatedAt: rule.updatedAt?.toISO() ?? null,
    version: rule.version,
    title: rule.title,
    position: rule.position,
    geographic: rule.geographic,
    status: rule.status,
    defaultWarehouseId: rule.defaultWarehouseId,
    destinationWarehouseIds: (rule.warehouses ?? []).map((warehouse) => warehouse.id),
    destinationWarehouses: (rule.warehouses ?? []).map(({ id, commonName }) => ({ id, commonName })),
    conditions: (rule.conditions ?? []).map(({ attribute, operator, values }) => ({
      attribute,
      operator,
      values,
    })),
  }
}

/** The rows of a list, each with its account's name. */
export const presentWarehouseDispatchRules = (rules: WarehouseDispatchRule[]) =>
  withAccountNames(rules.map(presentWarehouseDispatchRule))
