import type { Texts } from '../../providers/i18n/texts'

/** Texts of the refurb steps (resources.refurb-steps), French being the reference. */
export const refurbStepsFr = {
  name: 'Type d’étape |||| Types d’étapes',
  fields: {
    q: 'Rechercher',
    name: 'Nom',
    description: 'Description',
    stockId: 'Stock',
    costs: 'Coût par atelier',
    warehouseId: 'Atelier',
    cost: 'Coût (€)',
  },
}

export type RefurbStepTexts = Texts<typeof refurbStepsFr>
