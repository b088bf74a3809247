import db from '@adonisjs/lucid/services/db'
import type { I18n } from '@adonisjs/i18n'
import { errors } from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'
import ShippingMethod from '#models/shipping_method'
import type { shippingMethodValidator } from '#validators/shipping_method'
import { NO_MODIFIER } from '#validators/payment_mode'

export type ShippingMethodFields = Infer<typeof shippingMethodValidator>

/** Writes a shipping method and the payment modes it accepts (of the account) in one transaction. */
export async function saveShippingMethod(
  accountId: number,
  fields: ShippingMethodFields,
  i18n: I18n,
  method = new ShippingMethod()
) {
  const ids = [...new Set(fields.paymentModeIds ?? [])]
  if (ids.length) {
    const found = await db
      .from('payment_modes')
      .where('account_id', accountId)
      .whereIn('id', ids)
      .count('* as total')
    if (Number(found[0].total) !== ids.length) {
      throw new errors.E_VALIDATION_ERROR({
        paymentModeIds: i18n.t('validator.shared.messages.database.exists'),
      })
    }
  }
  const { modifier, paymentModeIds, ...columns } = fields
  return db.transaction(async (trx) => {
    method.useTransaction(trx)
    method.merge({
      ...columns,
      accountId,
      modifierType: (modifier ?? NO_MODIFIER).type,
      modifierValue: (modifier ?? NO_MODIFIER).value,
      modifierCappedAmount: modifier?.cappedAmount ?? null,
      status: columns.status ?? method.status ?? 'active',
    })
    await method.save()
    if (paymentModeIds) await method.related('paymentModes').sync(ids)
    return method
  })
}
