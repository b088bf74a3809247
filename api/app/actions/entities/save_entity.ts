import db from '@adonisjs/lucid/services/db'
import type { I18n } from '@adonisjs/i18n'
import Organization from '#models/organization'
import type { Actor } from '#services/actor'
import { MODULE_OF_TYPE, type OrganizationType } from '#domain/entity_tree'
import { checkEntityPlacement } from '#actions/entities/check_entity_placement'
import { completeNativeStocks } from '#services/native_stock_creation'

export interface EntityFields {
  parentId?: number | null
  commonName?: string
  corporateName?: string | null
  externalId?: string | null
  email?: string | null
  status?: 'active' | 'inactive'
  street?: string | null
  streetComplement?: string | null
  zipCode?: string | null
  city?: string | null
  country?: string
  latitude?: number | null
  longitude?: number | null
  defaultWarehouseId?: number | null
  stockId?: number | null
}

const pathUnder = (parent: Organization | null) => (parent ? `${parent.path}${parent.id}/` : '/')

/**
 * Creates an entity of `accountId` where its type allows (module and path follow); a workshop comes with
 * its native stocks, in the same transaction, so that it can check items in at once.
 */
export async function createEntity(
  actor: Actor,
  accountId: number,
  fields: EntityFields & { type: OrganizationType; buyerAccountId?: number | null; commonName: string },
  i18n: I18n
) {
  await checkEntityPlacement(actor, accountId, fields.type, fields, i18n)
  return db.transaction(async (trx) => {
    const parent = fields.parentId ? await Organization.findOrFail(fields.parentId, { client: trx }) : null
    const entity = await Organization.create(
      {
        ...fields,
        accountId,
        moduleType: MODULE_OF_TYPE[fields.type],
        parentId: parent?.id ?? null,
        path: pathUnder(parent),
        status: fields.status ?? 'active',
      },
      { client: trx }
    )
    if (entity.type === 'warehouse') await completeNativeStocks(trx, entity)
    return entity
  })
}

/**
 * Updates an entity; its type and buyer never change. A new parent moves the entity with everything
 * below it (their materialised paths), in one transaction.
 */
export async function updateEntity(actor: Actor, entity: Organization, fields: EntityFields, i18n: I18n) {
  const placement = { ...fields, parentId: fields.parentId === undefined ? entity.parentId : fields.parentId }
  await checkEntityPlacement(actor, entity.accountId, entity.type, placement, i18n, entity)
  return db.transaction(async (trx) => {
    entity.useTransaction(trx)
    const oldPrefix = `${entity.path}${entity.id}/`
    if (fields.parentId !== undefined && fields.parentId !== entity.parentId) {
      const parent = fields.parentId ? await Organization.findOrFail(fields.parentId, { client: trx }) : null
      entity.path = pathUnder(parent)
    }
    entity.merge(Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)))
    await entity.save()
    const newPrefix = `${entity.path}${entity.id}/`
    if (newPrefix !== oldPrefix) {
      const below = await trx
        .from('organizations')
        .where('path', 'like', `${oldPrefix}%`)
        .select('id', 'path')
      for (const row of below) {
        await trx
          .from('organizations')
          .where('id', row.id)
          .update({ path: newPrefix + row.path.slice(oldPrefix.length) })
      }
    }
    return entity
  })
}
