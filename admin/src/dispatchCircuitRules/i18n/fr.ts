import type { Texts } from '../../providers/i18n/texts'

/** Texts of the circuit dispatch rules (resources.dispatch-circuit-rules), French being the reference. */
export const dispatchCircuitRulesFr = {
  name: 'Règle de circuit |||| Règles de circuit',
  link: 'Règles par catégorie',
  fields: {
    circuitId: 'Circuit',
    status: 'Statut',
    categoryIds: 'Catégories',
    eligibleCountries: 'Pays éligibles',
    traceabilityEnabled: 'Traçabilité',
    description: 'Description',
    highlightedInstruction: 'Instruction mise en avant',
    terms: 'Conditions',
    instructions: 'Instructions',
  },
  validation: {
    categories: 'Choisissez au moins une catégorie',
  },
}

export type DispatchCircuitRuleTexts = Texts<typeof dispatchCircuitRulesFr>
