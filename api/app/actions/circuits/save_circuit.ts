import db from '@adonisjs/lucid/services/db'
import type { I18n } from '@adonisjs/i18n'
import { errors } from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'
import Circuit, { CIRCUIT_CODES, type CircuitCode } from '#models/circuit'
import CircuitInstruction from '#models/circuit_instruction'
import CircuitPackingStep from '#models/circuit_packing_step'
import BusinessError from '#exceptions/business_error'
import type { circuitValidator } from '#validators/circuit'

export type CircuitFields = Infer<typeof circuitValidator>

/** The deposit must exist for the channel, and the payment modes belong to the account. */
async function checkFields(accountId: number, fields: CircuitFields, i18n: I18n) {
  const messages: Record<string, string> = {}
  if (!CIRCUIT_CODES.includes(`${fields.channel}_${fields.deposit}` as CircuitCode)) {
    messages.deposit = i18n.t('validator.shared.messages.depositForChannel')
  }
  const ids = [...new Set(fields.paymentModeIds ?? [])]
  if (ids.length) {
    const found = await db
      .from('payment_modes')
      .where('account_id', accountId)
      .whereIn('id', ids)
      .count('* as total')
    if (Number(found[0].total) !== ids.length) {
      messages.paymentModeIds = i18n.t('validator.shared.messages.database.exists')
    }
  }
  if (Object.keys(messages).length) throw new errors.E_VALIDATION_ERROR(messages)
}

/** Part 2 §5: a circuit active on a category cannot be deactivated. */
async function checkDeactivation(circuit: Circuit, fields: CircuitFields) {
  if (!circuit.$isPersisted || fields.status !== 'inactive' || circuit.status === 'inactive') return
  const used = await db.from('category_circuits').where({ circuit_id: circuit.id, active: true }).first()
  if (used) throw new BusinessError('circuit_in_use', 409)
}

/** Writes a circuit with its instructions, packing steps and payment modes in one transaction. */
export async function saveCircuit(
  accountId: number,
  fields: CircuitFields,
  i18n: I18n,
  circuit = new Circuit()
) {
  await checkFields(accountId, fields, i18n)
  await checkDeactivation(circuit, fields)
  const { paymentModeIds, defaultInstructions, packingSteps, ...columns } = fields
  return db.transaction(async (trx) => {
    circuit.useTransaction(trx)
    circuit.merge({
      ...columns,
      accountId,
      code: `${fields.channel}_${fields.deposit}` as CircuitCode,
      status: columns.status ?? circuit.status ?? 'active',
    })
    await circuit.save()
    if (paymentModeIds) await circuit.related('paymentModes').sync(paymentModeIds)
    if (defaultInstructions) {
      await CircuitInstruction.query({ client: trx }).where('circuit_id', circuit.id).delete()
      await CircuitInstruction.createMany(
        defaultInstructions.map((one, sequence) => ({ ...one, sequence, circuitId: circuit.id })),
        { client: trx }
      )
    }
    if (packingSteps) {
      await CircuitPackingStep.query({ client: trx }).where('circuit_id', circuit.id).delete()
      await CircuitPackingStep.createMany(
        packingSteps.map((one, sequence) => ({ ...one, sequence, circuitId: circuit.id })),
        { client: trx }
      )
    }
    return circuit
  })
}
