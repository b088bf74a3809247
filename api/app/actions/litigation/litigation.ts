import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import router from '@adonisjs/core/services/router'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Buyback from '#models/buyback'
import Item from '#models/item'
import BusinessError from '#exceptions/business_error'
import { fire, lostTheRace } from '#services/status_transitions'
import { sqlDateTime } from '#services/sql_time'
import { cancelPayment, initiatePayment } from '#services/payments/payments'
import { moveToNativeStock } from '#services/native_stocks'
import { enqueue } from '#services/jobs/queue'
import type { Actor } from '#services/actor'
import { bouncerOf } from '#policies/main'

/**
 * Litigation (DESIGN.md §3, part 1 §4): when the workshop's controlled price is lower than declared and not
 * absorbed, the customer receives a new proposal by e-mail with signed, expiring links; accepting completes
 * the buy-back "with negotiation" at the new price, declining leaves it not completed with the item to
 * return. Only the first answer counts.
 */
export const PROPOSAL_LINK_DAYS = 15

/** Days after which a proposal left unanswered is recalled to its customer, once. */
export const PROPOSAL_REMINDER_DAYS = 7

export type LitigationState = 'none' | 'pending' | 'accepted' | 'declined'

/** Where the proposal of a buy-back stands, from its status history. */
export async function litigationState(buybackId: number, client = db.connection()): Promise<LitigationState> {
  const events = (
    await client
      .from('status_history')
      .where('buyback_id', buybackId)
      .whereIn('event', ['proposal_sent', 'proposal_accepted', 'proposal_declined'])
      .select('event')
  ).map((row) => row.event as string)
  if (events.includes('proposal_accepted')) return 'accepted'
  if (events.includes('proposal_declined')) return 'declined'
  return events.includes('proposal_sent') ? 'pending' : 'none'
}

/** The path of the answer route, signed; the storefront page carries its signature to the API. */
export function signedAnswerPath(buybackId: number, answer: 'accept' | 'reject') {
  return router.makeSignedUrl(
    `litigation.${answer}`,
    { id: buybackId },
    { expiresIn: `${PROPOSAL_LINK_DAYS} days` }
  )
}

/** The storefront pages of the e-mail: /buyback/{id}/accept and /buyback/{id}/reject with the signature. */
export function proposalLinks(base: string, buybackId: number) {
  const link = (answer: 'accept' | 'reject') => {
    const signature = new URL(signedAnswerPath(buybackId, answer), 'http://x').searchParams.get('signature')
    return `${base}/buyback/${buybackId}/${answer}?signature=${encodeURIComponent(signature ?? '')}`
  }
  return { accept: link('accept'), reject: link('reject') }
}

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

/**
 * The customer's answer, once: accept (new price) or decline (item returned). Two answers racing meet the
 * buy-back's version lock in the status machine: the second gets `conflict`.
 */
export async function answerProposal(buybackId: number, answer: 'accept' | 'reject') {
  return db.transaction(async (trx) => {
    const buyback = await Buyback.query({ client: trx }).where('id', buybackId).firstOrFail()
    const state = await litigationState(buyback.id, trx)
    if (state === 'accepted' || state === 'declined')
      throw new BusinessError('litigation_already_handled', 409)
    if (state !== 'pending') throw new BusinessError('not_found', 404)
    const item = await Item.query({ client: trx }).where('buyback_id', buyback.id).firstOrFail()
    if (answer === 'accept') {
      const price = buyback.controlledPrice ?? buyback.declaredPrice ?? 0
      await trx.from('items').where('id', item.id).update({ purchasing_price: price })
      // The price first: the completion enters the purchase register at the price accepted.
      await trx.from('buybacks').where('id', buyback.id).update({ validated_price: price })
      await fire(trx, 'proposal_accepted', { buyback, item }, { kind: 'customer' })
      await initiatePayment(trx, buyback, price, { kind: 'customer' })
      await moveToNativeStock(trx, item, 'to_refurbish')
    } else {
      await fire(trx, 'proposal_declined', { buyback, item }, { kind: 'customer' })
      await cancelPayment(trx, buyback)
      await moveToNativeStock(trx, item, 'customer_return')
      // The return order: its label is booked with the carrier by a job, outside this transaction.
      await enqueue('item_return_label', { itemId: item.id }, { client: trx })
    }
    return answer === 'accept' ? 'accepted' : 'declined'
  })
}

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
