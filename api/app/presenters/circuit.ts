import type Circuit from '#models/circuit'
import { withAccountNames } from '#services/account_names'

/** A circuit on the wire; a list row leaves its instructions, steps and modes empty (not loaded). */
export function presentCircuit(circuit: Circuit) {
  return {
    id: circuit.id,
    accountId: circuit.accountId,
    updatedAt: circuit.updatedAt?.toISO() ?? null,
    version: circuit.version,
    code: circuit.code,
    name: circuit.name,
    description: circuit.description,
    channel: circuit.channel,
    deposit: circuit.deposit,
    eligibleCountries: circuit.eligibleCountries,
    transferOrderNumberOfCopy: circuit.transferOrderNumberOfCopy,
    depositBonus: circuit.depositBonus,
    status: circuit.status,
    paymentModeIds: (circuit.paymentModes ?? []).map((mode) => mode.id),
    defaultInstructions: (circuit.defaultInstructions ?? []).map(({ label, type }) => ({ label, type })),
    packingSteps: (circuit.packingSteps ?? []).map(({ label }) => ({ label })),
  }
}

/** The rows of a list, each with its account's name. */
export const presentCircuits = (circuits: Circuit[]) => withAccountNames(circuits.map(presentCircuit))
