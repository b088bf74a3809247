import db from '@adonisjs/lucid/services/db'
import type { I18n } from '@adonisjs/i18n'
import Organization from '#models/organization'
import type { Actor } from '#services/actor'
import { MODULE_OF_TYPE, type OrganizationType } from '#domain/entity_tree'
import { checkEntityPlacement } from '#actions/entities/check_entity_placement'
import { completeNativeStocks } from '#services/native_stock_creation'
import { type EntityFields, pathUnder } from '#actions/entities/shared'

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
