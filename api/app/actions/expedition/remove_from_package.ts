import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { refuse } from '#services/expedition/eligibility'
import { openPackage } from '#actions/expedition/shared'
import type { Actor } from '#services/actor'

/** `DELETE /api/packages/:id/items/:itemId`: taken out again while the package is open. */
export async function removeFromPackage(actor: Actor, packageId: number, itemId: number) {
  await db.transaction(async (trx) => {
    const pkg = await openPackage(trx, actor, packageId)
    const removed = await trx.from('package_items').where({ package_id: pkg.id, item_id: itemId }).delete()
    if (!Number(removed)) throw refuse('expedition_item_unknown')
    const [{ total }] = await trx.from('package_items').where('package_id', pkg.id).count('* as total')
    if (Number(total) === 0) {
      pkg.destinationId = null
      pkg.destinationAccountId = null
    }
    pkg.useTransaction(trx)
    await pkg.merge({ updatedAt: DateTime.now() }).save()
  })
}
