import db from '@adonisjs/lucid/services/db'
import type { I18n } from '@adonisjs/i18n'
import { errors } from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'
import RefurbStep from '#models/refurb_step'
import type { refurbStepValidator } from '#validators/refurb_step'

export type RefurbStepFields = Infer<typeof refurbStepValidator>

/** The stock and the workshops of the costs belong to the account; each workshop costed once. */
async function checkReferences(accountId: number, fields: RefurbStepFields, i18n: I18n) {
  const messages: Record<string, string> = {}
  const exists = i18n.t('validator.shared.messages.database.exists')
  const stock = await db.from('stocks').where({ id: fields.stockId, account_id: accountId }).first()
  if (!stock) messages.stockId = exists
  const warehouses = new Set(
    (await db.from('organizations').where({ account_id: accountId, type: 'warehouse' }).select('id')).map(
      (row) => row.id
    )
  )
  const seen = new Set<number>()
  for (const [index, cost] of (fields.costs ?? []).entries()) {
    if (!warehouses.has(cost.warehouseId)) messages[`costs.${index}.warehouseId`] = exists
    else if (seen.has(cost.warehouseId)) {
      messages[`costs.${index}.warehouseId`] = i18n.t('validator.shared.messages.costTwice')
    }
    seen.add(cost.warehouseId)
  }
  if (Object.keys(messages).length) throw new errors.E_VALIDATION_ERROR(messages)
}

/** Writes a step and its costs per workshop in one transaction. */
export async function saveRefurbStep(
  accountId: number,
  fields: RefurbStepFields,
  i18n: I18n,
  step = new RefurbStep()
) {
  await checkReferences(accountId, fields, i18n)
  const { costs, ...columns } = fields
  return db.transaction(async (trx) => {
    step.useTransaction(trx)
    step.merge({
      ...columns,
      accountId,
      status: columns.status ?? step.status ?? 'active',
      dataErasure: columns.dataErasure ?? step.dataErasure ?? false,
    })
    await step.save()
    if (costs) {
      await step
        .related('costs')
        .sync(Object.fromEntries(costs.map((one) => [one.warehouseId, { cost: one.cost }])))
    }
    return step
  })
}
