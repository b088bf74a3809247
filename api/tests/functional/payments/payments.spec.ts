import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import encryption from '@adonisjs/core/services/encryption'
import type { ApiClient, ApiRequest } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import { XMLParser } from 'fast-xml-parser'
import Customer from '#models/customer'
import Payment from '#models/payment'
import { runDueJobs } from '#services/jobs/queue'
import { submitPayment } from '#actions/payments/submit_payment'
import { ibanLinkToken } from '#services/payments/iban_links'
import { tokenOf } from '#tests/helpers/demo'

const ADMIN = 'admin@demo-retail.test'
const SELLER = 'seller@demo-retail.test'

const en = (call: ApiRequest, token: string) => call.bearerToken(token).header('Accept-Language', 'en')

/** Demo payments of the retailer in a status and of a mode type, oldest first. */
function payments(status: string, type: string) {
  return db
    .from('payments')
    .join('payment_modes', 'payment_modes.id', 'payments.payment_mode_id')
    .join('buybacks', 'buybacks.id', 'payments.buyback_id')
    .where('payments.status', status)
    .where('payment_modes.type', type)
    .whereIn('buybacks.account_id', (sub) => {
      sub.from('accounts').where('common_name', 'Demo Retail').select('id')
    })
    .orderBy('payments.id')
    .select('payments.*', 'buybacks.identification_number as buyback_number')
}

/** Every job due now, run as the worker would, until none is left. */
async function drain() {
  while ((await runDueJobs()) > 0) {}
}

async function relaunch(client: ApiClient, token: string, id: number) {
  return en(client.post(`/api/payments/${id}/relaunch`), token)
}

test.group('Payments / relaunch and providers', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a failed gift card is relaunched from the search and credited once; only a failed one', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, ADMIN)
    const [failed] = await payments('payment_failed', 'gift_card')
    const list = await en(client.get('/api/payments?status=payment_failed&type=gift_card'), token)
    list.assertStatus(200)
    const row = list.body().find((one: any) => one.id === failed.id)
    assert.isTrue(row.canRelaunch)
    assert.equal(row.failureReason, 'payment_provider_unavailable')

    const relaunched = await relaunch(client, token, failed.id)
    relaunched.assertStatus(200)
    assert.equal(relaunched.body().status, 'payment_initiated')
    await drain()
    const after = await Payment.findOrFail(failed.id)
    assert.equal(after.status, 'payment_completed')
    assert.isNotNull(after.paidAt)
    const payouts = await db.from('payouts').where('payment_id', failed.id)
    assert.lengthOf(payouts, 1)
    // The customer's e-mail went out with the rest: no job failed on the way.
    const mailJob = await db
      .from('jobs')
      .where('type', 'payment_sent_mail')
      .where('payload', JSON.stringify({ paymentId: failed.id }))
      .firstOrFail()
    assert.equal(mailJob.status, 'done')
    const history = await en(client.get(`/api/payments/${failed.id}/history`), token)
    assert.includeMembers(
      history.body().map((entry: any) => entry.event),
      ['payment_failed', 'payment_relaunched', 'payment_submitted', 'payment_succeeded']
    )
    // Paid, it cannot be relaunched.
    const again = await relaunch(client, token, failed.id)
    again.assertStatus(409)
    assert.equal(again.body().code, 'payment_relaunch_not_allowed')
    assert.equal(again.body().message, 'Only a failed payment can be relaunched.')
  })

  test('twenty relaunches at once move the payment once and pay it once', async ({ client, assert }) => {
    const token = await tokenOf(client, ADMIN)
    const [failed] = await payments('payment_failed', 'gift_card')
    const answers = await Promise.all(Array.from({ length: 20 }, () => relaunch(client, token, failed.id)))
    assert.equal(answers.filter((answer) => answer.status() === 200).length, 1)
    assert.equal(answers.filter((answer) => answer.status() === 409).length, 19)
    await drain()
    // A job run twice (its worker died after paying) pays nothing more: the idempotency key.
    await submitPayment(failed.id, 'replay')
    await db.from('payments').where('id', failed.id).update({ status: 'payment_initiated' })
    await submitPayment(failed.id, 'replay-2')
    assert.lengthOf(await db.from('payouts').where('payment_id', failed.id), 1)
  })

  test('a provider refusal fails the payment with its reason; a relaunch tries again', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, ADMIN)
    const [failed] = await payments('payment_failed', 'gift_card')
    await db.from('payments').where('id', failed.id).update({ amount: 200_000 })
    ;(await relaunch(client, token, failed.id)).assertStatus(200)
    await drain()
    const refused = await Payment.findOrFail(failed.id)
    assert.equal(refused.status, 'payment_failed')
    assert.equal(refused.failureReason, 'payment_provider_limit')
    assert.lengthOf(await db.from('payouts').where('payment_id', failed.id), 0)
    const many = await en(client.post('/api/payments/relaunch'), token).json({ ids: [failed.id, 999999] })
    many.assertStatus(200)
    assert.deepEqual(many.body().relaunched, [failed.id])
    assert.equal(many.body().refused[0].id, 999999)
  })
})

test.group('Payments / manual payments', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('marked as paid with its information, by the mark_as_paid permission only', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, ADMIN)
    const [waiting] = await payments('awaiting_payment', 'manual')
    const long = await en(client.post(`/api/payments/${waiting.id}/mark-as-paid`), token).json({
      info: 'x'.repeat(256),
    })
    long.assertStatus(422)
    assert.property(long.body().errors, 'info')
    const seller = await tokenOf(client, SELLER)
    ;(await en(client.post(`/api/payments/${waiting.id}/mark-as-paid`), seller).json({})).assertStatus(403)
    const stale = await en(client.post(`/api/payments/${waiting.id}/mark-as-paid`), token).json({
      version: waiting.version + 5,
    })
    stale.assertStatus(409)
    assert.equal(stale.body().code, 'conflict')

    const paid = await en(client.post(`/api/payments/${waiting.id}/mark-as-paid`), token).json({
      info: 'Cash at the counter, receipt 4411',
      version: waiting.version,
    })
    paid.assertStatus(200)
    assert.equal(paid.body().status, 'payment_completed')
    assert.equal(paid.body().manualPaymentInfo, 'Cash at the counter, receipt 4411')
    const buyback = await db.from('buybacks').where('id', waiting.buyback_id).firstOrFail()
    assert.isNotNull(buyback.paid_price)
    const twice = await en(client.post(`/api/payments/${waiting.id}/mark-as-paid`), token).json({})
    twice.assertStatus(409)
    assert.equal(twice.body().code, 'payment_not_markable')
    // The customer is told.
    assert.isNotNull(
      await db
        .from('jobs')
        .where('type', 'payment_sent_mail')
        .where('payload', JSON.stringify({ paymentId: waiting.id }))
        .first()
    )
  })
})

test.group('Payments / SEPA credit-transfer file', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the initiated transfers leave in one pain.001 file; a bad IBAN fails its payment only', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, ADMIN)
    const initiated = await payments('payment_initiated', 'bank_transfer')
    assert.isAtLeast(initiated.length, 2)
    // One customer's IBAN the bank would refuse.
    const [bad, ...good] = initiated
    const badCustomer = await Customer.findOrFail(
      (await db.from('buybacks').where('id', bad.buyback_id).firstOrFail()).customer_id
    )
    badCustomer.iban = 'FR7630006000011234567890188'
    await badCustomer.save()

    const built = await en(client.post('/api/payments/sepa-files'), token)
    built.assertStatus(201)
    assert.equal(built.body().paymentCount, good.length)
    const total = good.reduce((sum, payment) => sum + payment.amount, 0)
    assert.equal(built.body().totalAmount, total)

    const file = await en(client.get(`/api/payments/sepa-files/${built.body().id}/download`), token)
    file.assertStatus(200)
    const xml = new XMLParser({ ignoreAttributes: false }).parse(file.text())
    const initiation = xml.Document.CstmrCdtTrfInitn
    assert.equal(Number(initiation.GrpHdr.NbOfTxs), good.length)
    assert.equal(Number(initiation.GrpHdr.CtrlSum).toFixed(2), (total / 100).toFixed(2))
    const transactions = [].concat(initiation.PmtInf.CdtTrfTxInf)
    const ibans = transactions.map((tx: any) => tx.CdtrAcct.Id.IBAN)
    for (const payment of good) {
      const buyback = await db.from('buybacks').where('id', payment.buyback_id).firstOrFail()
      const customer = await Customer.findOrFail(buyback.customer_id)
      assert.include(ibans, customer.iban!.replace(/\s/g, ''))
    }
    assert.equal(initiation.PmtInf.DbtrAcct.Id.IBAN, 'FR7630006000011234567890189')

    for (const payment of good) {
      const row = await Payment.findOrFail(payment.id)
      assert.equal(row.status, 'awaiting_payment')
      assert.equal(row.sepaFileId, built.body().id)
    }
    const refused = await Payment.findOrFail(bad.id)
    assert.equal(refused.status, 'payment_failed')
    assert.equal(refused.failureReason, 'payment_iban_invalid')

    const empty = await en(client.post('/api/payments/sepa-files'), token)
    empty.assertStatus(409)
    assert.equal(empty.body().code, 'sepa_nothing_to_pay')

    const confirmed = await en(client.post(`/api/payments/sepa-files/${built.body().id}/confirm`), token)
    confirmed.assertStatus(200)
    for (const payment of good)
      assert.equal((await Payment.findOrFail(payment.id)).status, 'payment_completed')
    const twice = await en(client.post(`/api/payments/sepa-files/${built.body().id}/confirm`), token)
    twice.assertStatus(409)

    // Another retailer sees neither the file nor the payments.
    const stranger = await tokenOf(client, 'admin@other-retail.test')
    ;(await en(client.get(`/api/payments/sepa-files/${built.body().id}/download`), stranger)).assertStatus(
      404
    )
    const theirs = await en(client.get('/api/payments'), stranger)
    assert.notInclude(
      theirs.body().map((row: any) => row.id),
      good[0].id
    )
  })

  test('IBANs never leave the server in an answer and are stored encrypted', async ({ client, assert }) => {
    const token = await tokenOf(client, ADMIN)
    const [payment] = await payments('payment_initiated', 'bank_transfer')
    const buyback = await db.from('buybacks').where('id', payment.buyback_id).firstOrFail()
    const customer = await Customer.findOrFail(buyback.customer_id)
    const list = await en(client.get(`/api/payments?q=${payment.buyback_number}`), token)
    list.assertStatus(200)
    assert.lengthOf(list.body(), 1)
    assert.notInclude(JSON.stringify(list.body()), customer.iban!)
    const raw = await db.from('customers').where('id', customer.id).firstOrFail()
    assert.notEqual(raw.iban, customer.iban)
  })
})

test.group('Payments / transfer without IBAN', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the customer gives the IBAN through the signed link; the transfer then leaves in the file', async ({
    client,
    assert,
  }) => {
    const [payment] = await payments('payment_created', 'no_iban_transfer')
    await db
      .from('payments')
      .where('id', payment.id)
      .update({ status: 'payment_initiated', idempotency_key: 'k-no-iban', amount: 4200 })
    await submitPayment(payment.id, 'job-1')
    assert.isNotNull(
      await db
        .from('jobs')
        .where('type', 'payment_iban_mail')
        .where('payload', JSON.stringify({ paymentId: payment.id }))
        .first()
    )
    const token = ibanLinkToken(payment.id)
    const shown = await client
      .get(`/api/payment-iban/${encodeURIComponent(token)}`)
      .header('Accept-Language', 'en')
    shown.assertStatus(200)
    assert.equal(shown.body().amount, 4200)
    assert.isFalse(shown.body().alreadyGiven)

    const bad = await client
      .post(`/api/payment-iban/${encodeURIComponent(token)}`)
      .header('Accept-Language', 'en')
      .json({ iban: 'FR76 3000 6000 0112 3456 7890 188', holder: 'Jeanne Martin' })
    bad.assertStatus(422)
    assert.property(bad.body().errors, 'iban')
    const given = await client
      .post(`/api/payment-iban/${encodeURIComponent(token)}`)
      .json({ iban: 'FR14 2004 1010 0505 0001 3M02 606', holder: 'Jeanne Martin' })
    given.assertStatus(200)
    const stored = await db.from('payments').where('id', payment.id).firstOrFail()
    assert.notInclude(String(stored.iban), 'FR1420041010050500013M02606')
    const again = await client
      .post(`/api/payment-iban/${encodeURIComponent(token)}`)
      .json({ iban: 'FR1420041010050500013M02606', holder: 'Jeanne Martin' })
    again.assertStatus(409)

    const admin = await tokenOf(client, ADMIN)
    const built = await en(client.post('/api/payments/sepa-files'), admin)
    built.assertStatus(201)
    const file = await en(client.get(`/api/payments/sepa-files/${built.body().id}/download`), admin)
    assert.include(file.text(), 'FR1420041010050500013M02606')
    assert.include(file.text(), 'Jeanne Martin')
  })

  test('a tampered or expired link is refused', async ({ client, assert }) => {
    const [payment] = await payments('payment_created', 'no_iban_transfer')
    const tampered = await client.get(
      `/api/payment-iban/${encodeURIComponent(ibanLinkToken(payment.id) + 'x')}`
    )
    tampered.assertStatus(404)
    assert.equal(tampered.body().code, 'payment_link_invalid')
    const expired = encryption.verifier.sign(
      { p: payment.id, exp: Date.now() - 1000 },
      undefined,
      'payment-iban'
    )
    const old = await client.get(`/api/payment-iban/${encodeURIComponent(expired)}`)
    old.assertStatus(410)
    assert.equal(old.body().code, 'payment_link_expired')
  })
})
