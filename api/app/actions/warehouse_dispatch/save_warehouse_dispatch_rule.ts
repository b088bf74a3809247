import db from '@adonisjs/lucid/services/db'
import type { I18n } from '@adonisjs/i18n'
import { errors } from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'
import { CIRCUIT_CODES } from '#models/circuit'
import { GRADE_CAPS } from '#domain/pricing'
import WarehouseDispatchRule from '#models/warehouse_dispatch_rule'
import WarehouseDispatchCondition from '#models/warehouse_dispatch_condition'
import type { warehouseDispatchRuleValidator } from '#validators/warehouse_dispatch_rule'

export type WarehouseDispatchRuleFields = Infer<typeof warehouseDispatchRuleValidator>

/** The product states a condition may name: the grades a declaration or a check can give, or refused. */
export const PRODUCT_STATES = GRADE_CAPS

/**
 * What the validator cannot see: the workshops and categories belong to the account, the default workshop
 * is a destination, circuit and product-state values are known codes.
 */
async function checkFields(accountId: number, fields: WarehouseDispatchRuleFields, i18n: I18n) {
  const messages: Record<string, string> = {}
  const message = (rule: string) => i18n.t(`validator.shared.messages.${rule}`)
  const warehouseIds = [...new Set(fields.destinationWarehouseIds)]
  const found = await db
    .from('organizations')
    .where({ account_id: accountId, type: 'warehouse' })
    .whereIn('id', warehouseIds)
    .count('* as total')
  if (Number(found[0].total) !== warehouseIds.length) {
    messages.destinationWarehouseIds = message('database.exists')
  }
  if (fields.defaultWarehouseId && !warehouseIds.includes(fields.defaultWarehouseId)) {
    messages.defaultWarehouseId = message('defaultNotDestination')
  }
  for (const [index, condition] of fields.conditions.entries()) {
    const field = `conditions.${index}.values`
    if (condition.attribute === 'circuit') {
      if (condition.values.some((value) => !(CIRCUIT_CODES as readonly string[]).includes(value))) {
        messages[field] = message('unknownValue')
      }
    } else if (condition.attribute === 'productState') {
      if (condition.values.some((value) => !(PRODUCT_STATES as readonly string[]).includes(value))) {
        messages[field] = message('unknownValue')
      }
    } else if (condition.attribute === 'category') {
      const ids = [...new Set(condition.values)]
      const categories = ids.every((value) => /^\d+$/.test(value))
        ? await db
            .from('categories')
            .where('account_id', accountId)
            .whereIn('id', ids.map(Number))
            .count('* as total')
        : [{ total: -1 }]
      if (Number(categories[0].total) !== ids.length) messages[field] = message('database.exists')
    }
  }
  if (Object.keys(messages).length) throw new errors.E_VALIDATION_ERROR(messages)
}

/** Writes a rule with its conditions and destination workshops in one transaction. */
export async function saveWarehouseDispatchRule(
  accountId: number,
  fields: WarehouseDispatchRuleFields,
  i18n: I18n,
  rule = new WarehouseDispatchRule()
) {
  await checkFields(accountId, fields, i18n)
  const { conditions, destinationWarehouseIds, ...columns } = fields
  return db.transaction(async (trx) => {
    rule.useTransaction(trx)
    let position = columns.position ?? rule.position
    if (position === undefined) {
      const last = await trx
        .from('warehouse_dispatch_rules')
        .where('account_id', accountId)
        .max('position as position')
      position = Number(last[0].position ?? 0) + 1
    }
    rule.merge({
      accountId,
      title: columns.title,
      position,
      geographic: columns.geographic ?? rule.geographic ?? false,
      status: columns.status ?? rule.status ?? 'enabled',
      defaultWarehouseId: columns.defaultWarehouseId ?? null,
    })
    await rule.save()
    await rule.related('warehouses').sync([...new Set(destinationWarehouseIds)])
    await WarehouseDispatchCondition.query({ client: trx }).where('rule_id', rule.id).delete()
    await WarehouseDispatchCondition.createMany(
      conditions.map((condition) => ({ ...condition, ruleId: rule.id })),
      { client: trx }
    )
    return rule
  })
}
