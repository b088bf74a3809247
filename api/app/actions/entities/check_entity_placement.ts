import { errors } from '@vinejs/vine'
import type { I18n } from '@adonisjs/i18n'
import db from '@adonisjs/lucid/services/db'
import Organization from '#models/organization'
import type { Actor } from '#services/actor'
import { tenancy } from '#services/tenancy/scopes'
import { PARENT_TYPES, type OrganizationType } from '#domain/entity_tree'

export interface Placement {
  parentId?: number | null
  defaultWarehouseId?: number | null
  stockId?: number | null
  buyerAccountId?: number | null
}

/**
 * Part 2 §5 "Entity and organisation" on where an entity goes: the parent its type calls for (a store under
 * a management unit, a management unit under another), within the account and the caller's scope, never
 * below itself; one root unit per account; a default warehouse, for a store only, that is a workshop of the account, a stock of
 * the account, a buyer that is a buyer account. Answers 422 with a translated message on each faulty field.
 */
export async function checkEntityPlacement(
  actor: Actor,
  accountId: number,
  type: OrganizationType,
  placement: Placement,
  i18n: I18n,
  entity?: Organization
) {
  const messages: Record<string, string> = {}
  const fail = (field: string, rule: string) => {
    messages[field] ??= i18n.t(`validator.shared.messages.${rule}`)
  }
  const allowed = PARENT_TYPES[type]
  const parentId = placement.parentId ?? null

  if (allowed.length === 0 && parentId !== null) fail('parentId', 'entityNoParent')
  if (allowed.length > 0 && parentId === null) fail('parentId', `entityParent.${type}`)
  if (allowed.length > 0 && parentId !== null) {
    const parent = await tenancy
      .organizations(Organization.query(), actor)
      .where('organizations.account_id', accountId)
      .where('organizations.id', parentId)
      .first()
    if (!parent) fail('parentId', 'database.exists')
    else if (!allowed.includes(parent.type)) fail('parentId', `entityParent.${type}`)
    else if (entity && `${parent.path}${parent.id}/`.startsWith(`${entity.path}${entity.id}/`)) {
      fail('parentId', 'entityParentLoop')
    }
  }
  if (type === 'root_management_unit' && !entity) {
    const existing = await db
      .from('organizations')
      .where('account_id', accountId)
      .where('type', 'root_management_unit')
      .first()
    if (existing) fail('type', 'rootUnitExists')
  }
  // The workshop a store's buy-backs go to: a store's field, meaningless on a workshop or a unit.
  if (placement.defaultWarehouseId && type !== 'store') fail('defaultWarehouseId', 'entityDefaultWarehouse')
  else if (placement.defaultWarehouseId) {
    const warehouse = await db
      .from('organizations')
      .where({ id: placement.defaultWarehouseId, account_id: accountId, type: 'warehouse' })
      .first()
    if (!warehouse) fail('defaultWarehouseId', 'database.exists')
  }
  if (placement.stockId) {
    const stock = await db.from('stocks').where({ id: placement.stockId, account_id: accountId }).first()
    if (!stock) fail('stockId', 'database.exists')
  }
  if (placement.buyerAccountId) {
    const buyer = await db
      .from('account_modules')
      .where({ account_id: placement.buyerAccountId, module: 'lcm' })
      .first()
    if (!buyer) fail('buyerAccountId', 'database.exists')
  }
  if (Object.keys(messages).length) throw new errors.E_VALIDATION_ERROR(messages)
}
