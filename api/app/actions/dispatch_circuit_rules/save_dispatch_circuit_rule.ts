import db from '@adonisjs/lucid/services/db'
import type { I18n } from '@adonisjs/i18n'
import { errors } from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'
import DispatchCircuitRule from '#models/dispatch_circuit_rule'
import type { dispatchCircuitRuleValidator } from '#validators/dispatch_circuit_rule'

export type DispatchCircuitRuleFields = Infer<typeof dispatchCircuitRuleValidator>

async function countOf(table: string, accountId: number, ids: number[]) {
  const found = await db.from(table).where('account_id', accountId).whereIn('id', ids).count('* as total')
  return Number(found[0].total)
}

/** The circuit and the categories belong to the account. */
async function checkFields(accountId: number, fields: DispatchCircuitRuleFields, i18n: I18n) {
  const messages: Record<string, string> = {}
  const missing = i18n.t('validator.shared.messages.database.exists')
  if ((await countOf('circuits', accountId, [fields.circuitId])) !== 1) messages.circuitId = missing
  const categoryIds = [...new Set(fields.categoryIds)]
  if ((await countOf('categories', accountId, categoryIds)) !== categoryIds.length) {
    messages.categoryIds = missing
  }
  if (Object.keys(messages).length) throw new errors.E_VALIDATION_ERROR(messages)
}

/** Writes a dispatch circuit rule and its categories in one transaction. */
export async function saveDispatchCircuitRule(
  accountId: number,
  fields: DispatchCircuitRuleFields,
  i18n: I18n,
  rule = new DispatchCircuitRule()
) {
  await checkFields(accountId, fields, i18n)
  const { categoryIds, instructions, ...columns } = fields
  return db.transaction(async (trx) => {
    rule.useTransaction(trx)
    rule.merge({
      ...columns,
      accountId,
      description: columns.description ?? null,
      terms: columns.terms ?? null,
      highlightedInstruction: columns.highlightedInstruction ?? null,
      traceabilityEnabled: columns.traceabilityEnabled ?? rule.traceabilityEnabled ?? false,
      status: columns.status ?? rule.status ?? 'enabled',
    })
    if (instructions) {
      rule.instructions = instructions.map((one, sequence) => ({ ...one, sequence }))
    }
    await rule.save()
    await rule.related('categories').sync([...new Set(categoryIds)])
    return rule
  })
}
