import type DispatchCircuitRule from '#models/dispatch_circuit_rule'
import { withAccountNames } from '#services/account_names'

/** A dispatch circuit rule on the wire: its circuit, its ordered instructions and its categories. */
export function presentDispatchCircuitRule(rule: DispatchCircuitRule) {
  return {
    id: rule.id,
    accountId: rule.accountId,
    updatedAt: rule.updatedAt?.toISO() ?? null,
    version: rule.version,
    circuitId: rule.circuitId,
    circuit: rule.circuit
      ? {
          id: rule.circuit.id,
          code: rule.circuit.code,
          name: rule.circuit.name,
          channel: rule.circuit.channel,
        }
      : null,
    description: rule.description,
    terms: rule.terms,
    traceabilityEnabled: rule.traceabilityEnabled,
    status: rule.status,
    highlightedInstruction: rule.highlightedInstruction,
    eligibleCountries: rule.eligibleCountries,
    customValues: rule.customValues,
    instructions: [...rule.instructions]
      .sort((a, b) => a.sequence - b.sequence)
      .map(({ label, type }) => ({ label, type })),
    categoryIds: (rule.categories ?? []).map((category) => category.id),
    categoryLabels: (rule.categories ?? []).map((category) => category.label),
  }
}

/** The rows of a list, each with its account's name. */
export const presentDispatchCircuitRules = (rules: DispatchCircuitRule[]) =>
  withAccountNames(rules.map(presentDispatchCircuitRule))
