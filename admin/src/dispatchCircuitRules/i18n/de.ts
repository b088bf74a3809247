import type { DispatchCircuitRuleTexts } from './fr'

export const dispatchCircuitRulesDe: DispatchCircuitRuleTexts = {
  name: 'Kreislaufregel |||| Kreislaufregeln',
  link: 'Regeln nach Kategorie',
  fields: {
    circuitId: 'Kreislauf',
    status: 'Status',
    categoryIds: 'Kategorien',
    eligibleCountries: 'Länder',
    traceabilityEnabled: 'Rückverfolgbarkeit',
    description: 'Beschreibung',
    highlightedInstruction: 'Hervorgehobene Anweisung',
    terms: 'Bedingungen',
    instructions: 'Anweisungen',
  },
  validation: {
    categories: 'Wählen Sie mindestens eine Kategorie',
  },
}
