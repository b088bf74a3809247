import type { DispatchCircuitRuleTexts } from './fr'

export const dispatchCircuitRulesNl: DispatchCircuitRuleTexts = {
  name: 'Circuitregel |||| Circuitregels',
  link: 'Regels per categorie',
  fields: {
    circuitId: 'Circuit',
    status: 'Status',
    categoryIds: 'Categorieën',
    eligibleCountries: 'Landen',
    traceabilityEnabled: 'Traceerbaarheid',
    description: 'Beschrijving',
    highlightedInstruction: 'Uitgelichte instructie',
    terms: 'Voorwaarden',
    instructions: 'Instructies',
  },
  validation: {
    categories: 'Kies minstens één categorie',
  },
}
