import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Buyback from '#models/buyback'
import Item from '#models/item'
import { fire } from '#services/status_transitions'
import { enqueue } from '#services/jobs/queue'
import type { Actor } from '#services/actor'

/**
 * The workshop's new proposal (the verification screen calls this): records the controlled grade and price,
 * fires `proposal_sent`, and queues the e-mail in the same transaction.
 */
export async function sendProposal(
  trx: TransactionClientContract,
  buyback: Buyback,
  item: Item,
  control: { grade: string; price: number; comment?: string | null },
  actor: Actor
) {
  await fire(trx, 'proposal_sent', { buyback, item }, { kind: 'user', actor }, control.comment ?? null)
  await trx
    .from('buybacks')
    .where('id', buyback.id)
    .update({ controlled_grade: control.grade, controlled_price: control.price })
  await enqueue('litigation_proposal_mail', { buybackId: buyback.id }, { client: trx })
}
