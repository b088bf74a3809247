import type { DispatchCircuitRuleTexts } from './fr'

export const dispatchCircuitRulesEn: DispatchCircuitRuleTexts = {
  name: 'Circuit rule |||| Circuit rules',
  link: 'Rules by category',
  fields: {
    circuitId: 'Circuit',
    status: 'Status',
    categoryIds: 'Categories',
    eligibleCountries: 'Eligible countries',
    traceabilityEnabled: 'Traceability',
    description: 'Description',
    highlightedInstruction: 'Highlighted instruction',
    terms: 'Terms',
    instructions: 'Instructions',
  },
  validation: {
    categories: 'Choose at least one category',
  },
}
