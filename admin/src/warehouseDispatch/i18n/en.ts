import type { WarehouseDispatchTexts } from './fr'

export const warehouseDispatchEn: WarehouseDispatchTexts = {
  name: 'Workshop dispatch rule |||| Workshop dispatch rules',
  fields: {
    q: 'Search',
    position: 'Order',
    title: 'Title',
    status: 'Status',
    geographic: 'Nearest workshop',
    destinationWarehouseIds: 'Destination workshops',
    defaultWarehouseId: 'Default workshop',
    conditions: 'Conditions',
    attribute: 'Attribute',
    operator: 'Operator',
    values: 'Values',
  },
  status: {
    enabled: 'Enabled',
    disabled: 'Disabled',
  },
  attributes: {
    brand: 'Brand',
    category: 'Category',
    circuit: 'Circuit',
    productState: 'Product state',
  },
  operators: {
    in: 'is one of',
    notIn: 'is none of',
  },
  states: {
    A: 'Grade A',
    B: 'Grade B',
    C: 'Grade C',
    D: 'Grade D',
    E: 'Grade E',
    functional: 'Functional',
    refused: 'Refused',
  },
  validation: {
    values: 'Give at least one value',
    warehouses: 'Choose at least one destination workshop',
    conditions: 'Add at least one condition',
  },
  help: {
    position: 'Rules are tried in this order; the first that matches decides.',
    geographic: 'Send to the destination nearest to where the item leaves from.',
  },
  none: 'First destination',
  add_brand: 'Add the brand "%{item}"',
}
