import db from '@adonisjs/lucid/services/db'
import type { I18n } from '@adonisjs/i18n'
import Organization from '#models/organization'
import type { Actor } from '#services/actor'
import { checkEntityPlacement } from '#actions/entities/check_entity_placement'
import { type EntityFields, pathUnder } from '#actions/entities/shared'

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
