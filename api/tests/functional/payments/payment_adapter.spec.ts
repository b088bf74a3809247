import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import type { ServerResponse } from 'node:http'
import { settings } from '#config/settings'
import Payment from '#models/payment'
import { runDueJobs } from '#services/jobs/queue'
import { recentConnectorCalls } from '#services/connectors/call_log'
import { signedHeaders, verifyAdapterSignature } from '#services/payments/adapter_signature'
import { sqlDateTime } from '#services/sql_time'
import { loopbackServer } from '#tests/functional/connectors/loopback'
import { tokenOf } from '#tests/helpers/demo'

const ADMIN = 'admin@demo-retail.test'
const SECRET = 'adapter-Secret-4242'

type Behaviour = 'pay' | 'pay_then_503' | 'hang' | 'refuse'

/**
 * A receiver following docs/connectors/payment-adapter.md on loopback: it checks each request's signature
 * with our verifier, keeps its own ledger by idempotency key (asked again, it answers the first payout) and
 * behaves, request after request, as `script` says (then pays).
 */
async function adapterServer(script: Behaviour[] = []) {
  const ledger = new Map<string, string>()
  const keys: string[] = []
  const reply = (response: ServerResponse, status: number, body: object) => {
    response.writeHead(status, { 'content-type': 'application/json' })
    response.end(JSON.stringify(body))
  }
  const server = await loopbackServer((request, body, response) => {
    const check = verifyAdapterSignature({
      secret: SECRET,
      timestamp: request.headers['x-reprise-timestamp'],
      signature: request.headers['x-reprise-signature'],
      body,
    })
    if (!check.ok)
      return reply(response, 401, { error: { code: 'invalid_signature', message: check.reason } })
    if (request.url === '/health') return reply(response, 200, { status: 'ok' })
    const key = String(request.headers['idempotency-key'])
    keys.push(key)
    if (request.url === '/sepa-files')
      return reply(response, 202, { status: 'accepted', reference: 'BANK-1' })
    const behaviour = script.shift() ?? 'pay'
    if (behaviour === 'hang') return // Never answers: the caller's timeout.
    if (behaviour === 'refuse') {
      return reply(response, 422, {
        error: { code: 'card_blocked', message: `Card blocked (key ${SECRET})` },
      })
    }
    if (!ledger.has(key)) ledger.set(key, `PAY-${ledger.size + 1}`)
    if (behaviour === 'pay_then_503') return reply(response, 503, { error: { code: 'busy' } })
    reply(response, 201, { status: 'paid', reference: ledger.get(key) })
  })
  return { ...server, ledger, keys }
}

async function configure(client: ApiClient, token: string, connector: string, properties: object[]) {
  const created = await client
    .post('/api/connector-organizations')
    .bearerToken(token)
    .json({ connector, name: `${connector} ${Math.random()}`, active: true, properties })
  created.assertStatus(201)
  return created.body().id as number
}

const giftCard = (client: ApiClient, token: string, url: string) =>
  configure(client, token, 'gift_card', [
    { name: 'apiUrl', value: url },
    { name: 'merchantId', value: 'M-1' },
    { name: 'apiKey', value: SECRET },
  ])

/** The retailer's first failed gift card payment. */
async function failedGiftCard() {
  return db
    .from('payments')
    .join('payment_modes', 'payment_modes.id', 'payments.payment_mode_id')
    .join('buybacks', 'buybacks.id', 'payments.buyback_id')
    .join('accounts', 'accounts.id', 'buybacks.account_id')
    .where('accounts.common_name', 'Demo Retail')
    .where('payments.status', 'payment_failed')
    .where('payment_modes.type', 'gift_card')
    .orderBy('payments.id')
    .select('payments.id')
    .firstOrFail()
}

/** Runs the due jobs; a job waiting for its retry is made due at once, `rounds` times at most. */
async function drainWithRetries(rounds = 5) {
  for (let round = 0; round < rounds; round++) {
    while ((await runDueJobs()) > 0) {}
    const waiting = await db.from('jobs').where('status', 'pending').update({ run_at: sqlDateTime() })
    if (!waiting || (Array.isArray(waiting) && !waiting[0])) return
  }
}

const relaunch = (client: ApiClient, token: string, id: number) =>
  client.post(`/api/payments/${id}/relaunch`).bearerToken(token).header('Accept-Language', 'en')

test.group('Payments / the configured adapter is called', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an active gift card configuration pays instead of the sandbox, once under a retried job', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, ADMIN)
    const adapter = await adapterServer(['pay_then_503'])
    try {
      const configurationId = await giftCard(client, token, adapter.url)
      const { id } = await failedGiftCard()
      ;(await relaunch(client, token, id)).assertStatus(200)
      await drainWithRetries()

      const paid = await Payment.findOrFail(id)
      assert.equal(paid.status, 'payment_completed')
      // Asked twice (its first answer a 503 after paying), under one key: paid once.
      assert.lengthOf(adapter.keys, 2)
      assert.equal(adapter.keys[0], adapter.keys[1])
      assert.equal(adapter.ledger.size, 1)
      assert.lengthOf(await db.from('payouts').where('payment_id', id), 0, 'the sandbox is not used')
      const body = JSON.parse(adapter.received.find((one) => one.url === '/payouts')!.body)
      assert.include(body, { type: 'gift_card', amount: paid.amount })
      const calls = await recentConnectorCalls(configurationId)
      assert.deepEqual(
        calls.map((call) => [call.operation, call.outcome, call.httpStatus, call.error]),
        [
          ['payout', 'ok', 201, null],
          ['payout', 'error', 503, 'http_503'],
        ]
      )
    } finally {
      await adapter.close()
    }
  })

  test('a refusal fails the payment with its translated reason and the provider message, never the secret', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, ADMIN)
    const adapter = await adapterServer(['refuse'])
    try {
      await giftCard(client, token, adapter.url)
      const { id } = await failedGiftCard()
      ;(await relaunch(client, token, id)).assertStatus(200)
      await drainWithRetries()
      const refused = await Payment.findOrFail(id)
      assert.equal(refused.status, 'payment_failed')
      assert.equal(refused.failureReason, 'payment_provider_card_blocked')
      assert.lengthOf(adapter.keys, 1, 'a refusal is not retried')

      const list = await client
        .get('/api/payments?status=payment_failed&type=gift_card')
        .bearerToken(token)
        .header('Accept-Language', 'en')
      const row = list.body().find((one: any) => one.id === id)
      assert.equal(row.failureReason, 'payment_provider_card_blocked')
      assert.include(row.failureDetail, 'Card blocked')
      assert.notInclude(JSON.stringify(list.body()), SECRET)

      // Relaunched by the admin: a new attempt, a new key, and it pays.
      ;(await relaunch(client, token, id)).assertStatus(200)
      await drainWithRetries()
      assert.equal((await Payment.findOrFail(id)).status, 'payment_completed')
      assert.lengthOf(adapter.keys, 2)
      assert.notEqual(adapter.keys[0], adapter.keys[1])
    } finally {
      await adapter.close()
    }
  })

  test('a provider that does not answer in time is retried under the same key', async ({
    client,
    assert,
    cleanup,
  }) => {
    const connectors = settings.connectors as { paymentAdapterTimeoutMs: number }
    const before = connectors.paymentAdapterTimeoutMs
    connectors.paymentAdapterTimeoutMs = 300
    cleanup(() => {
      connectors.paymentAdapterTimeoutMs = before
    })
    const token = await tokenOf(client, ADMIN)
    const adapter = await adapterServer(['hang'])
    try {
      const configurationId = await giftCard(client, token, adapter.url)
      const { id } = await failedGiftCard()
      ;(await relaunch(client, token, id)).assertStatus(200)
      await drainWithRetries()
      assert.equal((await Payment.findOrFail(id)).status, 'payment_completed')
      assert.lengthOf(adapter.keys, 2)
      assert.equal(adapter.keys[0], adapter.keys[1])
      const outcomes = (await recentConnectorCalls(configurationId)).map((call) => call.outcome)
      assert.deepEqual(outcomes, ['ok', 'timeout'])
    } finally {
      await adapter.close()
    }
  })

  test('a request signed with another secret is refused by the adapter and fails the payment, paying nothing', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, ADMIN)
    const adapter = await adapterServer()
    try {
      await configure(client, token, 'gift_card', [
        { name: 'apiUrl', value: adapter.url },
        { name: 'merchantId', value: 'M-1' },
        { name: 'apiKey', value: 'not-the-shared-secret' },
      ])
      const { id } = await failedGiftCard()
      ;(await relaunch(client, token, id)).assertStatus(200)
      await drainWithRetries()
      const refused = await Payment.findOrFail(id)
      assert.equal(refused.status, 'payment_failed')
      assert.equal(refused.failureReason, 'payment_provider_unauthorized')
      assert.lengthOf(adapter.received, 1)
      assert.equal(adapter.ledger.size, 0)
    } finally {
      await adapter.close()
    }
  })

  test('an inactive configuration is not called: the sandbox pays', async ({ client, assert }) => {
    const token = await tokenOf(client, ADMIN)
    const adapter = await adapterServer()
    try {
      const configurationId = await giftCard(client, token, adapter.url)
      await db.from('connector_configurations').where('id', configurationId).update({ active: false })
      const { id } = await failedGiftCard()
      ;(await relaunch(client, token, id)).assertStatus(200)
      await drainWithRetries()
      assert.equal((await Payment.findOrFail(id)).status, 'payment_completed')
      assert.lengthOf(adapter.received, 0)
      assert.lengthOf(await db.from('payouts').where('payment_id', id), 1)
    } finally {
      await adapter.close()
    }
  })

  test('the verifier refuses a bad signature, a changed body, a stale or a missing timestamp', ({
    assert,
  }) => {
    const body = '{"amount":4200}'
    const headers = signedHeaders(SECRET, body)
    const check = (over: Partial<Parameters<typeof verifyAdapterSignature>[0]>) =>
      verifyAdapterSignature({
        secret: SECRET,
        timestamp: headers['X-Reprise-Timestamp'],
        signature: headers['X-Reprise-Signature'],
        body,
        ...over,
      })
    assert.deepEqual(check({}), { ok: true })
    assert.deepEqual(check({ secret: 'another-secret' }), { ok: false, reason: 'bad_signature' })
    assert.deepEqual(check({ body: '{"amount":999999}' }), { ok: false, reason: 'bad_signature' })
    assert.deepEqual(check({ signature: 'not-hex' }), { ok: false, reason: 'bad_signature' })
    assert.deepEqual(check({ now: Date.now() + 6 * 60_000 }), { ok: false, reason: 'stale' })
    assert.deepEqual(check({ timestamp: undefined }), { ok: false, reason: 'missing' })
  })

  test('with a bank payment configuration the SEPA file is posted to the bank endpoint', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, ADMIN)
    const bank = await adapterServer()
    try {
      const configurationId = await configure(client, token, 'bank_payment', [
        { name: 'apiUrl', value: bank.url },
        { name: 'clientId', value: 'C-1' },
        { name: 'clientSecret', value: SECRET },
      ])
      const built = await client.post('/api/payments/sepa-files').bearerToken(token)
      built.assertStatus(201)
      await drainWithRetries()
      const posted = bank.received.filter((one) => one.url === '/sepa-files')
      assert.lengthOf(posted, 1)
      assert.include(posted[0].body, 'CstmrCdtTrfInitn')
      assert.deepEqual(bank.keys, [built.body().messageId])
      const files = await client.get('/api/payments/sepa-files').bearerToken(token)
      const file = files.body().find((one: any) => one.id === built.body().id)
      assert.isNotNull(file.sentAt)
      assert.equal(file.bankReference, 'BANK-1')
      const calls = await recentConnectorCalls(configurationId)
      assert.deepEqual(
        calls.map((call) => [call.operation, call.outcome]),
        [['send_sepa_file', 'ok']]
      )
      // The call log holds no IBAN and no secret.
      assert.notInclude(JSON.stringify(calls), SECRET)
    } finally {
      await bank.close()
    }
  })
})
