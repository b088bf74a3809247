import db from '@adonisjs/lucid/services/db'
import type { I18n } from '@adonisjs/i18n'
import { errors } from '@vinejs/vine'
import Stock from '#models/stock'
import Organization from '#models/organization'
import type { Actor } from '#services/actor'
import { tenancy } from '#services/tenancy/scopes'
import BusinessError from '#exceptions/business_error'

export interface StockFields {
  name: string
  warehouseId?: number | null
  location?: string | null
  identifier?: string | null
}

/** The workshop of a stock must be one of the account's workshops that the caller sees (DESIGN §2). */
async function checkWarehouse(actor: Actor, accountId: number, fields: StockFields, i18n: I18n) {
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

export async function createStock(actor: Actor, accountId: number, fields: StockFields, i18n: I18n) {
  await checkWarehouse(actor, accountId, fields, i18n)
  return Stock.create({ ...fields, accountId, nativeKind: null })
}

/** Part 2 §5: a native stock cannot be renamed. */
export async function updateStock(actor: Actor, stock: Stock, fields: StockFields, i18n: I18n) {
  if (stock.nativeKind && fields.name !== stock.name) throw new BusinessError('stock_native_locked', 409)
  await checkWarehouse(actor, stock.accountId, fields, i18n)
  stock.merge(fields)
  await stock.save()
  return stock
}

/** Part 2 §5: a native stock, or one that holds items or refurb steps, cannot be deleted. */
export async function deleteStock(stock: Stock) {
  if (stock.nativeKind) throw new BusinessError('stock_native_locked', 409)
  const used = async (table: string) => Boolean(await db.from(table).where('stock_id', stock.id).first())
  // An item's refurb steps, their history and its diagnoses name the stocks the item went through.
  const tables = [
    'items',
    'refurb_steps',
    'item_refurb_steps',
    'item_refurb_step_history',
    'item_refurb_diagnoses',
  ]
  for (const table of tables) if (await used(table)) throw new BusinessError('stock_in_use', 409)
  await stock.delete()
}
