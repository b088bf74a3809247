import type { RefurbStepTexts } from './fr'

export const refurbStepsNl: RefurbStepTexts = {
  name: 'Staptype |||| Staptypes',
  fields: {
    q: 'Zoeken',
    name: 'Naam',
    description: 'Beschrijving',
    stockId: 'Voorraad',
    costs: 'Kost per werkplaats',
    warehouseId: 'Werkplaats',
    cost: 'Kost (€)',
  },
}
