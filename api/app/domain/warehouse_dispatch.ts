/**
 * Warehouse dispatch rules (part 1 §3, part 2 §5 "Other"): which workshop an item goes to. The estimate
 * and the check-in call this one function; the service in services/warehouse_dispatch.ts loads the rules.
 *
 * Rules are tried in their order; the first whose conditions all hold decides. Its destination is the
 * nearest of its workshops to the item's origin when the rule is geographic and the origin and the
 * workshops have coordinates, else its default workshop, else its first workshop. No rule: null.
 */
export type DispatchAttribute = 'brand' | 'category' | 'circuit' | 'productState'

export interface DispatchCondition {
  attribute: DispatchAttribute
  operator: 'in' | 'notIn'
  values: string[]
}

export interface DispatchWarehouse {
  id: number
  latitude: number | null
  longitude: number | null
}

export interface DispatchRule {
  id: number
  position: number
  conditions: DispatchCondition[]
  warehouses: DispatchWarehouse[]
  defaultWarehouseId: number | null
  geographic: boolean
}

export interface DispatchItem {
  brand: string | null
  /** The product's category and every category above it. */
  categoryIds: number[]
  /** Circuit code, e.g. web_post or store_drop. */
  circuit: string
  /** Declared grade or state, e.g. A or functional. */
  productState: string
  /** Where the item leaves from (store or customer), when known. */
  origin?: { latitude: number; longitude: number } | null
}

// One collator for every comparison: localeCompare with options builds a new one on each call.
const baseLetters = new Intl.Collator(undefined, { sensitivity: 'base' })
const same = (a: string, b: string) => baseLetters.compare(a, b) === 0

function valuesOf(item: DispatchItem, attribute: DispatchAttribute): string[] {
  if (attribute === 'category') return item.categoryIds.map(String)
  if (attribute === 'brand') return item.brand ? [item.brand] : []
  return [attribute === 'circuit' ? item.circuit : item.productState]
}

export function conditionHolds(condition: DispatchCondition, item: DispatchItem) {
  const found = valuesOf(item, condition.attribute).some((value) =>
    condition.values.some((wanted) => same(value, wanted))
  )
  return condition.operator === 'in' ? found : !found
}

/** Great-circle distance in km (haversine). */
export function distanceKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number }
) {
  const rad = (degrees: number) => (degrees * Math.PI) / 180
  const dLat = rad(b.latitude - a.latitude)
  const dLon = rad(b.longitude - a.longitude)
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2
  return 2 * 6371 * Math.asin(Math.sqrt(h))
}

function nearest(warehouses: DispatchWarehouse[], origin: { latitude: number; longitude: number }) {
  const located = warehouses.filter(
    (warehouse): warehouse is DispatchWarehouse & { latitude: number; longitude: number } =>
      warehouse.latitude !== null && warehouse.longitude !== null
  )
  if (!located.length) return null
  return located.reduce((best, warehouse) =>
    distanceKm(origin, warehouse) < distanceKm(origin, best) ? warehouse : best
  ).id
}

export function destinationWarehouse(rules: DispatchRule[], item: DispatchItem): number | null {
  const ordered = [...rules].sort((a, b) => a.position - b.position || a.id - b.id)
  const rule = ordered.find((candidate) =>
    candidate.conditions.every((condition) => conditionHolds(condition, item))
  )
  if (!rule) return null
  if (rule.geographic && item.origin) {
    const found = nearest(rule.warehouses, item.origin)
    if (found !== null) return found
  }
  return rule.defaultWarehouseId ?? rule.warehouses[0]?.id ?? null
}
