import db from '@adonisjs/lucid/services/db'
import Buyback from '#models/buyback'
import BusinessError from '#exceptions/business_error'
import { fire } from '#services/status_transitions'
import { enqueue } from '#services/jobs/queue'
import type { Actor } from '#services/actor'
import { bouncerOf } from '#policies/main'
import { litigationState } from '#actions/litigation/shared'

/**
 * The dispute mail again (part 1 §2 "send dispute mail"): the proposal with fresh signed links, queued like
 * the first one, while the customer has not answered. The history records who resent it.
 */
export async function resendProposal(buyback: Buyback, actor: Actor) {
  await bouncerOf(actor).with('BuybackPolicy').authorize('resendProposal', buyback)
  await db.transaction(async (trx) => {
    buyback.useTransaction(trx)
    if ((await litigationState(buyback.id, trx)) !== 'pending') {
      throw new BusinessError('litigation_not_pending', 409)
    }
    await fire(trx, 'proposal_resent', { buyback }, { kind: 'user', actor })
    await enqueue('litigation_proposal_mail', { buybackId: buyback.id }, { client: trx })
  })
}
