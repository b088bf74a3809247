import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import Buyback from '#models/buyback'
import Item from '#models/item'
import User from '#models/user'
import { runDueJobs } from '#services/jobs/queue'
import { litigationState } from '#actions/litigation/shared'
import { tokenOf } from '#tests/helpers/demo'
import { pdfText } from '#tests/helpers/pdf_text'

/** A Demo Retail buy-back whose buy-back and item are in these statuses. */
async function demoBuyback(status: string, itemStatus: string, extra?: (query: any) => void) {
  const retail = await User.findByOrFail('email', 'admin@demo-retail.test')
  const query = Buyback.query()
    .where('account_id', retail.accountId)
    .where('status', status)
    .whereHas('item', (item) => item.where('status', itemStatus))
    .orderBy('id')
  extra?.(query)
  return query.firstOrFail()
}

const binary = (response: any) => Buffer.from(response.response.body ?? response.text(), 'latin1')

test.group('Buy-backs / actions offered on the details', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the details list only the actions the status machine and the role allow', async ({
    client,
    assert,
  }) => {
    const inTransit = await demoBuyback('bb_in_transit', 'item_in_transit')
    const manager = await tokenOf(client, 'store.manager@demo-retail.test')
    const admin = await tokenOf(client, 'admin@demo-retail.test')
    const adminView = (await client.get(`/api/buybacks/${inTransit.id}`).bearerToken(admin)).body()
    assert.isTrue(adminView.actions.cancel)
    assert.deepEqual(adminView.actions.declareLost, ['transport'])
    assert.isFalse(adminView.actions.disputeMail)
    assert.isTrue(adminView.actions.edit)
    assert.includeMembers(adminView.actions.documents, ['transfer_order', 'tracking_sheet'])
    assert.notInclude(adminView.actions.documents, 'return_order')

    const completed = await demoBuyback('bb_completed', 'item_completed')
    const completedView = (await client.get(`/api/buybacks/${completed.id}`).bearerToken(admin)).body()
    assert.isFalse(completedView.actions.cancel)
    assert.isFalse(completedView.actions.edit)
    assert.deepEqual(completedView.actions.declareLost, ['warehouse'])

    // A seller may not declare an item lost (mark_as_lost is the manager's).
    const storeBuyback = await demoBuyback('bb_awaiting_inventory', 'item_awaiting_inventory', (q) =>
      q.whereIn('store_id', (sub: any) =>
        sub
          .from('users')
          .join('user_modules', 'user_modules.user_id', 'users.id')
          .where('users.email', 'seller@demo-retail.test')
          .select('user_modules.organization_id')
      )
    )
    const seller = await tokenOf(client, 'seller@demo-retail.test')
    const sellerView = (await client.get(`/api/buybacks/${storeBuyback.id}`).bearerToken(seller)).body()
    assert.deepEqual(sellerView.actions.declareLost, [])
    const managerView = (await client.get(`/api/buybacks/${storeBuyback.id}`).bearerToken(manager)).body()
    assert.deepEqual(managerView.actions.declareLost, ['store'])
  })
})

test.group('Buy-backs / declare the item lost', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an admin declares an item in transit lost in transport; the history says who and why', async ({
    client,
    assert,
  }) => {
    const buyback = await demoBuyback('bb_in_transit', 'item_in_transit')
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const response = await client
      .post(`/api/buybacks/${buyback.id}/lost`)
      .bearerToken(token)
      .json({ place: 'transport', comment: 'Colis jamais livré' })
    response.assertStatus(200)
    response.assertBodyContains({ item: { status: 'item_lost_transport' } })
    const details = (await client.get(`/api/buybacks/${buyback.id}`).bearerToken(token)).body()
    const last = details.history.at(-1)
    assert.equal(last.event, 'declared_lost_transport')
    assert.equal(last.comment, 'Colis jamais livré')
    const admin = await User.findByOrFail('email', 'admin@demo-retail.test')
    assert.equal(last.by, `${admin.firstname} ${admin.lastname}`)
    assert.equal(details.status, 'bb_in_transit')
  })

  test('the place must fit where the item is; an unknown place is a field error', async ({
    client,
    assert,
  }) => {
    const buyback = await demoBuyback('bb_in_transit', 'item_in_transit')
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const wrong = await client
      .post(`/api/buybacks/${buyback.id}/lost`)
      .bearerToken(token)
      .header('Accept-Language', 'en')
      .json({ place: 'store' })
    wrong.assertStatus(409)
    wrong.assertBodyContains({ code: 'transition_not_allowed' })
    const invalid = await client
      .post(`/api/buybacks/${buyback.id}/lost`)
      .bearerToken(token)
      .json({ place: 'moon' })
    invalid.assertStatus(422)
    assert.property(invalid.body().errors, 'place')
  })

  test('a store seller may not declare an item lost; another retailer does not find it', async ({
    client,
  }) => {
    const buyback = await demoBuyback('bb_in_transit', 'item_in_transit')
    const seller = await tokenOf(client, 'seller@demo-retail.test')
    ;(
      await client.post(`/api/buybacks/${buyback.id}/lost`).bearerToken(seller).json({ place: 'transport' })
    ).assertStatus(403)
    const other = await tokenOf(client, 'admin@other-retail.test')
    ;(
      await client.post(`/api/buybacks/${buyback.id}/lost`).bearerToken(other).json({ place: 'transport' })
    ).assertStatus(404)
  })
})

test.group('Buy-backs / dispute mail', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.teardown(() => mail.restore())

  test('the proposal is sent again while the customer has not answered, and refused after', async ({
    client,
    assert,
  }) => {
    const { messages } = mail.fake()
    const rows = await db
      .from('status_history')
      .where('event', 'proposal_sent')
      .where('subject_type', 'buyback')
    let pending: number | null = null
    for (const row of rows)
      if ((await litigationState(row.buyback_id)) === 'pending') pending = row.buyback_id
    assert.isNotNull(pending)
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const details = (await client.get(`/api/buybacks/${pending}`).bearerToken(token)).body()
    assert.isTrue(details.actions.disputeMail)
    const sent = await client.post(`/api/buybacks/${pending}/dispute-mail`).bearerToken(token)
    sent.assertStatus(202)
    await db.from('jobs').whereNot('type', 'litigation_proposal_mail').delete()
    assert.equal(await runDueJobs(), 1)
    messages.assertSentCount(1)
    const html = (messages.sent()[0]!.toJSON().message as unknown as { html: string }).html
    assert.match(html, /\/buyback\/\d+\/accept\?signature=/)
    const history = (await client.get(`/api/buybacks/${pending}`).bearerToken(token)).body().history
    assert.equal(history.at(-1).event, 'proposal_resent')

    const completed = await demoBuyback('bb_completed', 'item_completed')
    const refused = await client
      .post(`/api/buybacks/${completed.id}/dispute-mail`)
      .bearerToken(token)
      .header('Accept-Language', 'en')
    refused.assertStatus(409)
    refused.assertBodyContains({ code: 'litigation_not_pending' })
  })
})

test.group('Buy-backs / documents from the back office', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the transfer order and the transport order are PDFs with the buy-back number', async ({
    client,
    assert,
  }) => {
    const buyback = await demoBuyback('bb_in_transit', 'item_in_transit', (q) =>
      q.whereNotNull('warehouse_id')
    )
    const token = await tokenOf(client, 'admin@demo-retail.test')
    for (const kind of ['transfer_order', 'transport_order']) {
      const response = await client.get(`/api/buybacks/${buyback.id}/documents/${kind}`).bearerToken(token)
      response.assertStatus(200)
      response.assertHeader('content-type', 'application/pdf')
      assert.include(response.header('content-disposition'), 'attachment')
      const bytes = binary(response)
      assert.equal(bytes.subarray(0, 5).toString(), '%PDF-')
      assert.include(pdfText(bytes), buyback.identificationNumber)
    }
  })

  test('the return order exists only for an item going back to its customer', async ({ client, assert }) => {
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const returning = await demoBuyback('bb_not_completed', 'item_to_return')
    await returning.load('customer')
    const response = await client
      .get(`/api/buybacks/${returning.id}/documents/return_order`)
      .bearerToken(token)
    response.assertStatus(200)
    const text = pdfText(binary(response))
    assert.include(text, returning.customer.lastname)
    const inTransit = await demoBuyback('bb_in_transit', 'item_in_transit')
    const refused = await client
      .get(`/api/buybacks/${inTransit.id}/documents/return_order`)
      .bearerToken(token)
      .header('Accept-Language', 'en')
    refused.assertStatus(404)
    refused.assertBodyContains({ code: 'document_not_expected' })
    ;(await client.get(`/api/buybacks/${inTransit.id}/documents/passport`).bearerToken(token)).assertStatus(
      404
    )
    const other = await tokenOf(client, 'admin@other-retail.test')
    ;(
      await client.get(`/api/buybacks/${returning.id}/documents/return_order`).bearerToken(other)
    ).assertStatus(404)
  })
})

test.group('Buy-backs / field edits', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('IMEI, serial number, external code and comment are corrected; a stale form is refused', async ({
    client,
    assert,
  }) => {
    const buyback = await demoBuyback('bb_in_transit', 'item_in_transit')
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const loaded = (await client.get(`/api/buybacks/${buyback.id}`).bearerToken(token)).body()
    const saved = await client.patch(`/api/buybacks/${buyback.id}`).bearerToken(token).json({
      imei: '352099001761481',
      serialNumber: 'SN-42',
      externalCode: 'EXT-9',
      comment: 'Rayure au dos signalée au comptoir',
      version: loaded.version,
    })
    saved.assertStatus(200)
    saved.assertBodyContains({ imei: '352099001761481', serialNumber: 'SN-42', externalCode: 'EXT-9' })
    const audit = await db.from('audit_logs').where({ entity_type: 'buyback', entity_id: String(buyback.id) })
    assert.lengthOf(audit, 1)

    const stale = await client
      .patch(`/api/buybacks/${buyback.id}`)
      .bearerToken(token)
      .header('Accept-Language', 'en')
      .json({ comment: 'Autre', version: loaded.version })
    stale.assertStatus(409)
    stale.assertBodyContains({ code: 'conflict' })

    const invalid = await client
      .patch(`/api/buybacks/${buyback.id}`)
      .bearerToken(token)
      .json({ imei: '12345', comment: 'x'.repeat(256) })
    invalid.assertStatus(422)
    assert.sameMembers(Object.keys(invalid.body().errors), ['imei', 'comment'])
  })

  test('a completed buy-back can no longer be edited', async ({ client }) => {
    const completed = await demoBuyback('bb_completed', 'item_completed')
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const refused = await client
      .patch(`/api/buybacks/${completed.id}`)
      .bearerToken(token)
      .header('Accept-Language', 'en')
      .json({ comment: 'Trop tard' })
    refused.assertStatus(409)
    refused.assertBodyContains({
      code: 'buyback_not_editable',
      message: 'This buy-back can no longer be changed.',
    })
  })
})

test.group('Buy-backs / pre-declared handed in at the store', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a seller takes a pre-declared web buy-back in at their store; it then awaits the shipment', async ({
    client,
    assert,
  }) => {
    const seller = await User.findByOrFail('email', 'seller@demo-retail.test')
    const store = await db.from('user_modules').where('user_id', seller.id).first()
    // Declared on the web for a drop at any store: no store yet.
    const buyback = await demoBuyback('bb_awaiting_store_drop', 'item_awaiting_store_drop')
    await db.from('buybacks').where('id', buyback.id).update({ store_id: null })
    await db.from('items').where('buyback_id', buyback.id).update({ store_id: null })
    const token = await tokenOf(client, 'seller@demo-retail.test')
    const predeclared = await client
      .get('/api/buybacks')
      .bearerToken(token)
      .qs({ statusGroup: 'predeclared', _start: 0, _end: 100 })
    assert.include(
      predeclared.body().map((row: { id: number }) => row.id),
      buyback.id
    )
    const response = await client
      .post(`/api/store/${store.organization_id}/buybacks/${buyback.id}/finalize`)
      .bearerToken(token)
    response.assertStatus(200)
    response.assertBodyContains({ status: 'bb_awaiting_inventory', storeId: store.organization_id })
    assert.equal((await Item.findByOrFail('buyback_id', buyback.id)).status, 'item_awaiting_inventory')
    const again = await client
      .post(`/api/store/${store.organization_id}/buybacks/${buyback.id}/finalize`)
      .bearerToken(token)
    again.assertStatus(409)
    // Taken in at the seller's store, it is that store's now: another store's counter no longer sees it.
    const other = await tokenOf(client, 'seller@other-retail.test')
    ;(await client.get(`/api/buybacks/${buyback.id}`).bearerToken(other)).assertStatus(404)
  })
})
