import db from '@adonisjs/lucid/services/db'
import type { BuybackQuery } from '#services/buybacks/scope'

/**
 * Buy-backs whose new price proposal waits for the customer (the list's `pendingProposal`
 * filter): `proposal_sent` in their history and no answer, as `litigationState` reads one buy-back. Only a
 * buy-back still `bb_in_processing` can be answered (the status machine), so one cancelled meanwhile is
 * not pending any more.
 *
 * Both forms read the (event, buyback_id) index of migration 0032: the filter starts from the few
 * proposals sent, and the answer of each, or of each row of a page, is one probe of it.
 */
const ANSWERS = ['proposal_accepted', 'proposal_declined']

/** The `proposal_sent` rows (alias `sent`) that no answer follows. */
const unanswered = () =>
  db
    .from('status_history as sent')
    .where('sent.event', 'proposal_sent')
    .where('sent.subject_type', 'buyback')
    .whereNotExists((answered) =>
      answered
        .from('status_history as answered')
        .whereIn('answered.event', ANSWERS)
        .whereRaw('answered.buyback_id = sent.buyback_id')
        .select('answered.id')
    )

/** The `pendingProposal=true` filter of the list and its export. */
export function withPendingProposal(query: BuybackQuery) {
  return query
    .where('buybacks.status', 'bb_in_processing')
    .whereIn('buybacks.id', unanswered().select('sent.buyback_id'))
}

/** The page's `pending_proposal` column (1 or 0), which the list shows beside the status chip. */
export function selectPendingProposal(query: BuybackQuery) {
  const { sql, bindings } = unanswered().whereRaw('sent.buyback_id = buybacks.id').select('sent.id').toSQL()
  return query.select(
    db.raw(
      `CASE WHEN buybacks.status = 'bb_in_processing' AND EXISTS (${sql}) THEN 1 ELSE 0 END as pending_proposal`,
      [...bindings]
    )
  )
}
