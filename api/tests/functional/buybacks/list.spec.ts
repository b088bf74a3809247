import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import Buyback from '#models/buyback'
import User from '#models/user'
import { tokenOf } from '#tests/helpers/demo'

const list = (client: any, token: string, qs: Record<string, unknown> = {}) =>
  client
    .get('/api/buybacks')
    .bearerToken(token)
    .qs({ _start: 0, _end: 25, ...qs })

test.group('Buy-backs / back-office list and details', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an admin pages its account buy-backs, newest first, filtered by grouping, number and customer', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const accountId = (await User.findByOrFail('email', 'admin@demo-retail.test')).accountId
    const response = await list(client, token)
    response.assertStatus(200)
    const [{ total }] = await db.from('buybacks').where('account_id', accountId).count('* as total')
    assert.equal(Number(response.header('x-total-count')), Number(total))
    const dates = response.body().map((row: { createdAt: string }) => row.createdAt)
    assert.deepEqual(dates, [...dates].sort().reverse())
    assert.notInclude(JSON.stringify(response.body()), 'iban')

    const transit = await list(client, token, { statusGroup: 'in_transit' })
    assert.isAbove(transit.body().length, 0)
    assert.isTrue(transit.body().every((row: { status: string }) => row.status === 'bb_in_transit'))

    const one = response.body()[0]
    const byNumber = await list(client, token, { identificationNumber: one.identificationNumber })
    assert.deepEqual(
      byNumber.body().map((row: { id: number }) => row.id),
      [one.id]
    )
    const lastname = one.customerName.split(' ').slice(1).join(' ')
    const byCustomer = await list(client, token, { customer: lastname })
    assert.isTrue(byCustomer.body().some((row: { id: number }) => row.id === one.id))
  })

  test('the details carry the history and the payment, never the IBAN', async ({ client, assert }) => {
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const [first] = (await list(client, token, { statusGroup: 'completed' })).body()
    const answer = await db.from('diagnostic_answers').orderBy('id').first()
    const declaration = { responses: [{ questionId: answer.question_id, answerId: answer.id }], grade: 'A' }
    await db
      .from('buybacks')
      .where('id', first.id)
      .update({ declaration: JSON.stringify(declaration) })
    const response = await client.get(`/api/buybacks/${first.id}`).bearerToken(token)
    response.assertStatus(200)
    const body = response.body()
    assert.isAbove(body.history.length, 2)
    assert.equal(body.history[0].from, null)
    assert.exists(body.payment.status)
    assert.notProperty(body.customer, 'iban')
    assert.lengthOf(body.diagnostic, 1)
    assert.isString(body.diagnostic[0].question)
    assert.isString(body.diagnostic[0].answer)
    assert.equal(body.diagnostic[0].gradeCap, answer.grade_cap)
    assert.notInclude(JSON.stringify(body), 'FR76')
  })

  test('a store seller sees its store only; another retailer sees none and gets 404', async ({
    client,
    assert,
  }) => {
    const seller = await User.findByOrFail('email', 'seller@demo-retail.test')
    await seller.load('modules')
    const storeId = seller.modules[0]!.organizationId
    const token = await tokenOf(client, 'seller@demo-retail.test')
    const mine = await list(client, token, { _end: 100 })
    mine.assertStatus(200)
    // Its store's, and the web buy-backs pre-declared for any store, until a store takes them in.
    assert.isTrue(
      mine
        .body()
        .every(
          (row: { store: { id: number } | null; status: string }) =>
            row.store?.id === storeId || (row.store === null && row.status === 'bb_awaiting_store_drop')
        )
    )

    const admin = await tokenOf(client, 'admin@demo-retail.test')
    const [any] = (await list(client, admin)).body()
    const other = await tokenOf(client, 'admin@other-retail.test')
    const foreign = await list(client, other, { identificationNumber: any.identificationNumber })
    assert.lengthOf(foreign.body(), 0)
    ;(await client.get(`/api/buybacks/${any.id}`).bearerToken(other)).assertStatus(404)
  })
})

test.group('Buy-backs / store and circuit filters', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the filters offer the stores and circuits of the caller; a seller is offered its store only', async ({
    client,
    assert,
  }) => {
    const admin = await tokenOf(client, 'admin@demo-retail.test')
    const options = (await client.get('/api/buybacks/filter-options').bearerToken(admin)).body()
    assert.isAbove(options.stores.length, 1)
    assert.isAbove(options.circuits.length, 1)
    const store = options.stores[0]
    const byStore = (await list(client, admin, { storeId: store.id, _end: 200 })).body()
    assert.isTrue(byStore.every((row: { store: { id: number } | null }) => row.store?.id === store.id))
    const circuit = options.circuits.find((one: { code: string }) => one.code === 'web_post')
    const byCircuit = (await list(client, admin, { circuitId: circuit.id, _end: 200 })).body()
    assert.isAbove(byCircuit.length, 0)
    assert.isTrue(byCircuit.every((row: { circuit: { code: string } }) => row.circuit.code === 'web_post'))

    const seller = await tokenOf(client, 'seller@demo-retail.test')
    const mine = (await client.get('/api/buybacks/filter-options').bearerToken(seller)).body()
    assert.lengthOf(mine.stores, 1)
  })
})

test.group('Buy-backs / management-unit scope', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a management-unit manager sees the stores below its unit, and only those', async ({
    client,
    assert,
  }) => {
    const manager = await User.findByOrFail('email', 'mu.manager@demo-retail.test')
    await manager.load('modules')
    const unit = await db.from('organizations').where('id', manager.modules[0]!.organizationId!).first()
    const below = await db
      .from('organizations')
      .where('account_id', unit.account_id)
      .where((tree) => tree.where('id', unit.id).orWhere('path', 'like', `${unit.path}${unit.id}/%`))
      .select('id')
    const belowIds = new Set(below.map((row) => row.id))
    const token = await tokenOf(client, 'mu.manager@demo-retail.test')
    const rows = (await list(client, token, { _end: 500 })).body() as { store: { id: number } | null }[]
    assert.isAbove(rows.length, 0)
    const stores = new Set(rows.map((row) => row.store?.id).filter(Boolean))
    assert.isAbove(stores.size, 1)
    for (const id of stores) assert.isTrue(belowIds.has(id), `store ${id} is below the unit`)
    const [{ total }] = await db
      .from('buybacks')
      .where('account_id', unit.account_id)
      .whereNotIn('store_id', [...belowIds])
      .count('* as total')
    assert.isAbove(Number(total), 0, 'the demo has buy-backs of other units, which the manager does not see')
  })
})

test.group('Buy-backs / CSV export', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the filtered list streams as CSV in the caller language, formula-looking cells escaped', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const [first] = (await list(client, token, { statusGroup: 'in_transit' })).body()
    const buyback = await db.from('buybacks').where('id', first.id).first()
    await db
      .from('customers')
      .where('id', buyback.customer_id)
      .update({ firstname: '=HYPERLINK("http://x")', lastname: 'X' })

    const response = await client
      .get('/api/buybacks/export')
      .bearerToken(token)
      .header('Accept-Language', 'en')
      .qs({ statusGroup: 'in_transit' })
    response.assertStatus(200)
    response.assertHeader('content-type', 'text/csv; charset=utf-8')
    const lines = response
      .text()
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n')
    assert.equal(
      lines[0],
      'Buy-back no.;Date;Status;Channel;Circuit;Store;Customer;Product;Declared condition;Declared price (€);Validated price (€);Paid price (€)'
    )
    const total = Number((await list(client, token, { statusGroup: 'in_transit' })).header('x-total-count'))
    assert.lengthOf(lines, total + 1)
    assert.isTrue(lines.slice(1).every((line) => line.split(';')[2] === 'In transit'))
    const row = lines.find((line) => line.startsWith(first.identificationNumber))!
    assert.include(row, ';"\'=HYPERLINK(""http://x"") X";')
  })

  test('a store seller exports its store only', async ({ client, assert }) => {
    const seller = await tokenOf(client, 'seller@demo-retail.test')
    const response = await client.get('/api/buybacks/export').bearerToken(seller)
    response.assertStatus(200)
    const mine = Number((await list(client, seller)).header('x-total-count'))
    const [one] = (await list(client, seller)).body()
    const searched = await client
      .get('/api/buybacks/export')
      .bearerToken(seller)
      .qs({ q: one.identificationNumber })
    assert.lengthOf(
      searched
        .text()
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n'),
      2,
      'the search applies to the export'
    )
    assert.lengthOf(
      response
        .text()
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n'),
      mine + 1
    )
  })
})

test.group('Buy-backs / cancel', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  /** A buy-back on its way whose item is too (a buy-back in transit may have its item declared lost). */
  const inTransit = async (_client: unknown, _token: string) => {
    const accountId = (await User.findByOrFail('email', 'admin@demo-retail.test')).accountId
    return (await db
      .from('buybacks')
      .join('items', 'items.buyback_id', 'buybacks.id')
      .where('buybacks.account_id', accountId)
      .where('buybacks.status', 'bb_in_transit')
      .where('items.status', 'item_in_transit')
      .orderBy('buybacks.id')
      .select('buybacks.id')
      .first()) as { id: number }
  }

  test('an admin cancels with a reason: buy-back, item and payment cancelled, history written', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const target = await inTransit(client, token)
    const missing = await client
      .post(`/api/buybacks/${target.id}/cancel`)
      .bearerToken(token)
      .header('Accept-Language', 'en')
      .json({ reason: 'other' })
    missing.assertStatus(422)
    missing.assertBodyContains({ errors: { comment: 'Explain the reason in a comment.' } })

    const response = await client
      .post(`/api/buybacks/${target.id}/cancel`)
      .bearerToken(token)
      .json({ reason: 'customer_retractation', comment: 'Le client a changé d’avis' })
    response.assertStatus(200)
    response.assertBody({ id: target.id, status: 'bb_cancelled', cancelReason: 'customer_retractation' })
    assert.equal((await db.from('items').where('buyback_id', target.id).first()).status, 'item_cancelled')
    assert.equal(
      (await db.from('payments').where('buyback_id', target.id).first()).status,
      'payment_cancelled'
    )
    const events = await db.from('status_history').where('buyback_id', target.id).where('event', 'cancelled')
    assert.lengthOf(events, 2)
    assert.equal(events[0].comment, 'Le client a changé d’avis')

    const again = await client
      .post(`/api/buybacks/${target.id}/cancel`)
      .bearerToken(token)
      .json({ reason: 'customer_retractation' })
    again.assertStatus(409)
    again.assertBodyContains({ code: 'transition_not_allowed' })
  })

  test('a payment already made cannot be cancelled unless the cancellation is forced', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const target = await inTransit(client, token)
    await db.from('payments').where('buyback_id', target.id).update({ status: 'payment_completed' })
    const refused = await client
      .post(`/api/buybacks/${target.id}/cancel`)
      .bearerToken(token)
      .header('Accept-Language', 'en')
      .json({ reason: 'technical_problem' })
    refused.assertStatus(409)
    refused.assertBodyContains({ code: 'payment_not_cancellable', forceAvailable: true })
    assert.equal((await db.from('buybacks').where('id', target.id).first()).status, 'bb_in_transit')

    const forced = await client
      .post(`/api/buybacks/${target.id}/cancel`)
      .bearerToken(token)
      .json({ reason: 'technical_problem', force: true })
    forced.assertStatus(200)
    assert.equal(
      (await db.from('payments').where('buyback_id', target.id).first()).status,
      'payment_completed'
    )
    const kept = await db
      .from('status_history')
      .where({ buyback_id: target.id, event: 'payment_kept', subject_type: 'payment' })
      .first()
    assert.exists(kept, 'the history says the payment was kept')
  })

  test('another retailer cannot cancel a Demo Retail buy-back', async ({ client }) => {
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const target = await inTransit(client, token)
    const other = await tokenOf(client, 'admin@other-retail.test')
    ;(
      await client
        .post(`/api/buybacks/${target.id}/cancel`)
        .bearerToken(other)
        .json({ reason: 'other', comment: 'x' })
    ).assertStatus(404)
  })
})

test.group('Buy-backs / list at scale', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the customer filter matches a name prefix whatever its case; q finds a number by its first digits', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const [one] = (await list(client, token)).body()
    const lastname: string = one.customerName.split(' ').slice(1).join(' ')
    for (const typed of [lastname.slice(0, 3).toLowerCase(), lastname.slice(0, 3).toUpperCase()]) {
      const found = (await list(client, token, { customer: typed, _end: 500 })).body()
      assert.include(
        found.map((row: { id: number }) => row.id),
        one.id,
        typed
      )
    }
    const byDigits = (await list(client, token, { q: one.identificationNumber.slice(0, 12) })).body()
    assert.include(
      byDigits.map((row: { id: number }) => row.id),
      one.id
    )
  })

  test('a kept total follows the status machine: a cancellation moves the version and the totals', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const accountId = (await User.findByOrFail('email', 'admin@demo-retail.test')).accountId
    const count = async (statusGroup: string) =>
      Number((await list(client, token, { statusGroup })).header('x-total-count'))
    const version = async () =>
      Number((await db.from('list_versions').where('name', `buybacks:${accountId}`).first())?.version ?? 0)
    // A demo buy-back in transit whose item is too: one whose item was declared lost cannot be cancelled.
    const transit = await Buyback.query()
      .where('account_id', accountId)
      .where('status', 'bb_in_transit')
      .whereHas('item', (item) => item.where('status', 'item_in_transit'))
      .orderBy('id')
      .firstOrFail()
    const before = {
      unfinished: await count('unfinished'),
      inTransit: await count('in_transit'),
      version: await version(),
    }
    const cancelled = await client
      .post(`/api/buybacks/${transit.id}/cancel`)
      .bearerToken(token)
      .json({ reason: 'customer_retractation', force: true })
    cancelled.assertStatus(200)
    assert.isAbove(await version(), before.version)
    assert.equal(await count('unfinished'), before.unfinished + 1)
    assert.equal(await count('in_transit'), before.inTransit - 1)
  })
})
