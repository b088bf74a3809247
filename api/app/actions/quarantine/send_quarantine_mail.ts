import db from '@adonisjs/lucid/services/db'
import Item from '#models/item'
import { fire } from '#services/status_transitions'
import { enqueue } from '#services/jobs/queue'
import type { Actor } from '#services/actor'
import { bouncerOf } from '#policies/main'

/** The quarantine mail to the customer, sent again on demand; the history records it. */
export async function queueQuarantineMail(actor: Actor, item: Item) {
  await bouncerOf(actor).with('ItemPolicy').authorize('sendQuarantineMail', item)
  await db.transaction(async (trx) => {
    item.useTransaction(trx)
    await fire(trx, 'quarantine_mail_sent', { item }, { kind: 'user', actor })
    await enqueue('quarantine_mail', { itemId: item.id }, { client: trx })
  })
}
