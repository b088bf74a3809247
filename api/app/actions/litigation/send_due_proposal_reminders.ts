import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Buyback from '#models/buyback'
import { fire, lostTheRace } from '#services/status_transitions'
import { sqlDateTime } from '#services/sql_time'
import { enqueue } from '#services/jobs/queue'
import { PROPOSAL_REMINDER_DAYS } from '#actions/litigation/shared'

/**
 * The daily reminders (a scheduled job, app/jobs/schedule.ts): each proposal sent more than
 * PROPOSAL_REMINDER_DAYS ago that its customer has not answered is recalled once, with fresh links. The
 * history records the reminder in the transaction that queues its e-mail, so a job run twice, or two runs
 * at once (the status machine's versioned update lets one through), remind once.
 */
export async function sendDueProposalReminders(now = DateTime.utc()) {
  const before = sqlDateTime(now.minus({ days: PROPOSAL_REMINDER_DAYS }))
  const due = await db
    .from('status_history as sent')
    .where('sent.event', 'proposal_sent')
    .where('sent.subject_type', 'buyback')
    .where('sent.created_at', '<', before)
    .whereNotExists((answered) =>
      answered
        .from('status_history as later')
        .whereRaw('later.buyback_id = sent.buyback_id')
        .whereIn('later.event', ['proposal_reminded', 'proposal_accepted', 'proposal_declined'])
    )
    .distinct('sent.buyback_id')
  let reminded = 0
  for (const { buyback_id: buybackId } of due) {
    try {
      await db.transaction(async (trx) => {
        const buyback = await Buyback.findOrFail(buybackId, { client: trx })
        await fire(trx, 'proposal_reminded', { buyback }, { kind: 'system' })
        await enqueue('litigation_proposal_mail', { buybackId, reminder: true }, { client: trx })
      })
      reminded++
    } catch (error) {
      // Answered or reminded meanwhile (the status moved on, or another run won the row): nothing to send.
      if (lostTheRace(error)) continue
      throw error
    }
  }
  return reminded
}
