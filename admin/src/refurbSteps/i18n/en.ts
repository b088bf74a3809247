import type { RefurbStepTexts } from './fr'

export const refurbStepsEn: RefurbStepTexts = {
  name: 'Step type |||| Step types',
  fields: {
    q: 'Search',
    name: 'Name',
    description: 'Description',
    stockId: 'Stock',
    costs: 'Cost per workshop',
    warehouseId: 'Workshop',
    cost: 'Cost (€)',
  },
}
