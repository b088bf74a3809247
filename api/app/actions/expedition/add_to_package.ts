import db from '@adonisjs/lucid/services/db'
import { openPackage, putIn } from '#actions/expedition/shared'
import type { Actor } from '#services/actor'

/** `POST /api/packages/:id/items { code }`: the scanned item goes in, if it may. */
export async function addToPackage(actor: Actor, packageId: number, code: string) {
  await db.transaction(async (trx) => {
    await putIn(trx, actor, await openPackage(trx, actor, packageId), code)
  })
}
