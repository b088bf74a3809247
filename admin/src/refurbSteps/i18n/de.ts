import type { RefurbStepTexts } from './fr'

export const refurbStepsDe: RefurbStepTexts = {
  name: 'Schritttyp |||| Schritttypen',
  fields: {
    q: 'Suchen',
    name: 'Name',
    description: 'Beschreibung',
    stockId: 'Lager',
    costs: 'Kosten pro Werkstatt',
    warehouseId: 'Werkstatt',
    cost: 'Kosten (€)',
  },
}
