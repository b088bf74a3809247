import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import Buyback from '#models/buyback'
import Item from '#models/item'
import Payment from '#models/payment'
import User from '#models/user'
import { resolveActor } from '#services/current_module'
import { runDueJobs } from '#services/jobs/queue'
import { litigationState, signedAnswerPath } from '#actions/litigation/shared'
import { sendDueProposalReminders } from '#actions/litigation/send_due_proposal_reminders'
import { sendProposal } from '#actions/litigation/send_proposal'
import { DateTime } from 'luxon'
import { sqlDateTime } from '#services/sql_time'
import { tokenOf } from '#tests/helpers/demo'

/** A demo buy-back checked in and awaiting its tests, with no proposal yet. */
async function awaitingTests() {
  return Buyback.query()
    .where('status', 'bb_in_processing')
    .whereHas('item', (item) => item.where('status', 'item_awaiting_compliancy_tests'))
    .whereNotExists((sub) =>
      sub
        .from('status_history')
        .whereColumn('status_history.buyback_id', 'buybacks.id')
        .where('event', 'proposal_sent')
    )
    .preload('item')
    .firstOrFail()
}

/** A demo buy-back whose proposal waits for the customer's answer. */
async function pendingProposal() {
  const rows = await db
    .from('status_history')
    .where('event', 'proposal_sent')
    .where('subject_type', 'buyback')
    .select('buyback_id')
  for (const { buyback_id: id } of rows) {
    if ((await litigationState(id)) === 'pending') return Buyback.findOrFail(id)
  }
  throw new Error('no pending proposal in the demo data')
}

/**
 * Each test in a global transaction, where the demo's own queued work (it seeds an IBAN request) runs first:
 * the jobs a test counts are its own, whether or not a test before these groups ran that work.
 */
async function inTransactionWithQueueDrained() {
  const rollback = await testUtils.db().withGlobalTransaction()
  await runDueJobs()
  return rollback
}

test.group('Litigation', (group) => {
  group.each.setup(inTransactionWithQueueDrained)
  group.each.teardown(() => mail.restore())

  test('the workshop proposal is e-mailed; the customer accepts once, at the new price', async ({
    client,
    assert,
  }) => {
    const { messages } = mail.fake()
    const buyback = await awaitingTests()
    // The workshop's comment reaches the customer when the client shares it.
    await db
      .from('organization_root_details')
      .where('account_id', buyback.accountId)
      .update({ is_warehouse_comment_shared_to_client: true })
    const actor = await resolveActor(await User.findByOrFail('email', 'operator@demo-retail.test'), 'rps')
    const newPrice = Math.round((buyback.declaredPrice ?? 10000) * 0.7)
    await db.transaction((trx) =>
      sendProposal(trx, buyback, buyback.item, { grade: 'D', price: newPrice, comment: 'Écran rayé' }, actor)
    )
    assert.equal(await runDueJobs(), 1)
    messages.assertSentCount(1)
    const sent = messages.sent()[0]!.toJSON().message as unknown as { subject: string; html: string }
    assert.include(sent.subject, buyback.identificationNumber)
    assert.include(sent.html, 'Écran rayé')
    const href = sent.html.match(/href="([^"]*\/buyback\/\d+\/accept\?signature=[^"]*)"/)![1]!
    const signature = new URL(href.replace(/&#38;/g, '&')).searchParams.get('signature')!
    const api = `/api/litigation/buybacks/${buyback.id}/accept?signature=${encodeURIComponent(signature)}`

    const shown = await client.get(api)
    shown.assertStatus(200)
    shown.assertBodyContains({
      state: 'pending',
      proposedPrice: newPrice,
      controlledGrade: 'D',
      answer: 'accept',
    })

    const accepted = await client.post(api)
    accepted.assertStatus(200)
    accepted.assertBody({ state: 'accepted' })
    await buyback.refresh()
    assert.equal(buyback.status, 'bb_completed_with_negociation')
    assert.equal(buyback.validatedPrice, newPrice)
    assert.equal(
      (await Item.findByOrFail('buyback_id', buyback.id)).status,
      'item_completed_with_negociation'
    )
    const payment = await Payment.findByOrFail('buyback_id', buyback.id)
    assert.include(['payment_initiated', 'payment_not_needed'], payment.status)
    assert.equal(
      payment.amount,
      Math.max(0, newPrice + buyback.paymentModifier + buyback.shippingModifier + buyback.bonus)
    )

    const again = await client.post(api).header('Accept-Language', 'en')
    again.assertStatus(409)
    again.assertBodyContains({
      code: 'litigation_already_handled',
      message: 'Your choice has already been taken into account.',
    })
    ;(await client.get(api)).assertBodyContains({ state: 'accepted' })
  })

  test('declining leaves the buy-back not completed and the item to return', async ({ client, assert }) => {
    const buyback = await pendingProposal()
    const declined = await client.post(signedAnswerPath(buyback.id, 'reject'))
    declined.assertStatus(200)
    declined.assertBody({ state: 'declined' })
    await buyback.refresh()
    assert.equal(buyback.status, 'bb_not_completed')
    const item = await Item.findByOrFail('buyback_id', buyback.id)
    assert.equal(item.status, 'item_to_return')
    ;(await client.post(signedAnswerPath(buyback.id, 'accept'))).assertStatus(409)
    // Nothing is paid, the item waits in the customer-return stock, and its return label is booked.
    const payment = await Payment.findByOrFail('buyback_id', buyback.id)
    assert.include(['payment_cancelled', 'payment_not_needed'], payment.status)
    assert.equal(
      (await db.from('stocks').where('id', item.stockId!).firstOrFail()).native_kind,
      'customer_return'
    )
    assert.isAtLeast(await runDueJobs(), 1)
    const booked = await db
      .from('status_history')
      .where({ subject_type: 'item', subject_id: item.id, event: 'return_label_created' })
      .first()
    assert.equal(booked?.actor_kind, 'system')
    assert.isNotNull(booked?.comment)
  })

  test('the accepted lower price is a line of the payment history, by the customer', async ({
    client,
    assert,
  }) => {
    const buyback = await pendingProposal()
    const before = (await Payment.findByOrFail('buyback_id', buyback.id)).amount
    ;(await client.post(signedAnswerPath(buyback.id, 'accept'))).assertStatus(200)
    const payment = await Payment.findByOrFail('buyback_id', buyback.id)
    assert.notEqual(payment.amount, before)
    const history = await client
      .get(`/api/payments/${payment.id}/history`)
      .bearerToken(await tokenOf(client, 'admin@demo-retail.test'))
    history.assertStatus(200)
    const change = history.body().find((row: { event: string }) => row.event === 'payment_amount_changed')
    assert.exists(change)
    assert.equal(change.actorKind, 'customer')
    assert.deepEqual(JSON.parse(change.comment), { from: before, to: payment.amount })
  })

  test('a link that is tampered with, or used for the other answer, is refused', async ({
    client,
    assert,
  }) => {
    const buyback = await pendingProposal()
    const accept = signedAnswerPath(buyback.id, 'accept')
    const other = await client.post(accept.replace('/accept?', '/reject?')).header('Accept-Language', 'en')
    other.assertStatus(403)
    other.assertBodyContains({ code: 'link_invalid', message: 'This link is invalid or has expired.' })
    ;(await client.post(accept.replace(`/${buyback.id}/`, `/${buyback.id + 1}/`))).assertStatus(403)
    ;(await client.get(`/api/litigation/buybacks/${buyback.id}/accept`)).assertStatus(403)
    assert.equal(await litigationState(buyback.id), 'pending')
  })
})

test.group('Litigation / reminders', (group) => {
  group.each.setup(inTransactionWithQueueDrained)
  group.each.teardown(() => mail.restore())

  test('a proposal unanswered for 7 days is recalled once, in the customer language, with fresh links', async ({
    assert,
  }) => {
    const { messages } = mail.fake()
    const daysAgo = (days: number) => sqlDateTime(DateTime.utc().minus({ days }))
    // Every pending demo proposal is recent but one, sent 8 days ago; and one answered long ago.
    await db
      .from('status_history')
      .where('event', 'proposal_sent')
      .update({ created_at: daysAgo(2) })
    const old = await pendingProposal()
    await db
      .from('status_history')
      .where({ buyback_id: old.id, event: 'proposal_sent' })
      .update({ created_at: daysAgo(8) })
    const answered = await db
      .from('status_history')
      .whereIn('event', ['proposal_accepted', 'proposal_declined'])
      .select('buyback_id')
      .first()
    if (answered) {
      await db
        .from('status_history')
        .where({ buyback_id: answered.buyback_id, event: 'proposal_sent' })
        .update({ created_at: daysAgo(30) })
    }

    assert.equal(await sendDueProposalReminders(), 1)
    const reminders = await db.from('status_history').where('event', 'proposal_reminded')
    assert.deepEqual(
      reminders.map((row) => [row.buyback_id, row.actor_kind]),
      [[old.id, 'system']]
    )
    assert.equal(await runDueJobs(), 1)
    messages.assertSentCount(1)
    const sent = messages.sent()[0]!.toJSON().message as unknown as { subject: string; html: string }
    assert.include(sent.subject, old.identificationNumber)
    assert.match(sent.subject, /^(Rappel|Reminder|Herinnering|Erinnerung)/)
    assert.match(sent.html, /\/buyback\/\d+\/accept\?signature=/)

    // The next day's run, or the same job run again, finds it reminded already.
    assert.equal(await sendDueProposalReminders(DateTime.utc().plus({ days: 1 })), 0)
    assert.equal(await runDueJobs(), 0)
    assert.equal(await litigationState(old.id), 'pending', 'a reminder does not answer the proposal')
  })
})
