import type { I18n } from '@adonisjs/i18n'
import { errors } from '@vinejs/vine'
import Organization from '#models/organization'
import type { Actor } from '#services/actor'
import { tenancy } from '#services/tenancy/scopes'

export interface StockFields {
  name: string
  warehouseId?: number | null
  location?: string | null
  identifier?: string | null
}

/** The workshop of a stock must be one of the account's workshops that the caller sees (DESIGN §2). */
export async function checkWarehouse(actor: Actor, accountId: number, fields: StockFields, i18n: I18n) {
  if (!fields.warehouseId) return
  const warehouse = await tenancy
    .organizations(Organization.query(), actor)
    .where({ 'organizations.id': fields.warehouseId, 'organizations.account_id': accountId })
    .where('organizations.type', 'warehouse')
    .first()
  if (!warehouse) {
    throw new errors.E_VALIDATION_ERROR({
      warehouseId: i18n.t('validator.shared.messages.database.exists'),
    })
  }
}
