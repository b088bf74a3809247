import db from '@adonisjs/lucid/services/db'
import Item from '#models/item'
import { fire } from '#services/status_transitions'
import { enqueue } from '#services/jobs/queue'
import type { Actor } from '#services/actor'

/** The quarantine mail to the customer, sent again on demand, once QuarantinePolicy let the caller through; the history records it. */
export async function queueQuarantineMail(actor: Actor, item: Item) {
  await db.transaction(async (trx) => {
    item.useTransaction(trx)
    await fire(trx, 'quarantine_mail_sent', { item }, { kind: 'user', actor, authorised: true })
    await enqueue('quarantine_mail', { itemId: item.id }, { client: trx })
  })
}
