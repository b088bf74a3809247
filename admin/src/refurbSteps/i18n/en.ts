import type { RefurbStepTexts } from './fr'

export const refurbStepsEn: RefurbStepTexts = {
  name: 'Refurb step |||| Refurb steps',
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
