import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import Buyback from '#models/buyback'
import User from '#models/user'
import { resolveActor } from '#services/current_module'
import { answerProposal } from '#actions/litigation/answer_proposal'
import { sendProposal } from '#actions/litigation/send_proposal'
import { tokenOf } from '#tests/helpers/demo'

type Row = { id: number; identificationNumber: string; pendingProposal: boolean }

const pending = (client: any, token: string, qs: Record<string, unknown> = {}) =>
  client
    .get('/api/buybacks')
    .bearerToken(token)
    .qs({ _start: 0, _end: 500, pendingProposal: 'true', ...qs })

/** Demo buy-backs checked in and awaiting their tests, with no proposal yet. */
function awaitingTests(count: number) {
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
    .orderBy('id')
    .limit(count)
}

/** The workshop proposes a lower price for each buy-back, as verification does. */
async function propose(buybacks: Buyback[]) {
  const actor = await resolveActor(await User.findByOrFail('email', 'operator@demo-retail.test'), 'rps')
  await db.transaction(async (trx) => {
    for (const buyback of buybacks) {
      const price = Math.round((buyback.declaredPrice ?? 10000) * 0.6)
      await sendProposal(trx, buyback, buyback.item, { grade: 'D', price }, actor)
    }
  })
}

test.group('Buy-backs / pending proposals filter', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('keeps the proposals the customer has not answered, not the answered ones nor those without', async ({
    client,
    assert,
  }) => {
    const [open, answered, untouched] = await awaitingTests(3)
    assert.exists(untouched, 'the demo has three buy-backs awaiting their tests')
    await propose([open!, answered!])
    await answerProposal(answered!.id, 'accept')

    const token = await tokenOf(client, 'admin@demo-retail.test')
    const response = await pending(client, token)
    response.assertStatus(200)
    const rows: Row[] = response.body()
    const ids = rows.map((row) => row.id)
    assert.include(ids, open!.id)
    assert.notInclude(ids, answered!.id)
    assert.notInclude(ids, untouched!.id)
    assert.isTrue(rows.every((row) => row.pendingProposal))
    assert.equal(Number(response.header('x-total-count')), rows.length)

    // The demo's own: each proposal sent and neither accepted nor declined, and only those.
    const sent = await db
      .from('status_history')
      .where('event', 'proposal_sent')
      .where('subject_type', 'buyback')
      .whereNotIn('buyback_id', (sub) =>
        sub
          .from('status_history')
          .whereIn('event', ['proposal_accepted', 'proposal_declined'])
          .select('buyback_id')
      )
      .select('buyback_id')
    assert.sameMembers(
      ids,
      sent.map((row) => row.buyback_id)
    )

    // The unfiltered list marks the pending one beside its status, and the others not.
    const all: Row[] = (
      await client
        .get('/api/buybacks')
        .bearerToken(token)
        .qs({ _start: 0, _end: 500, status: 'bb_in_processing' })
    ).body()
    assert.isTrue(all.find((row) => row.id === open!.id)!.pendingProposal)
    assert.isFalse(all.find((row) => row.id === untouched!.id)!.pendingProposal)

    // Off, or anything but true, leaves the list whole.
    const off = await pending(client, token, { pendingProposal: 'false', _end: 1 })
    const [{ total }] = await db.from('buybacks').where('account_id', open!.accountId).count('* as total')
    assert.equal(Number(off.header('x-total-count')), Number(total))
  })

  test('the export keeps the same rows', async ({ client, assert }) => {
    const [open, untouched] = await awaitingTests(2)
    await propose([open!])
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const response = await client
      .get('/api/buybacks/export')
      .bearerToken(token)
      .qs({ pendingProposal: 'true' })
    response.assertStatus(200)
    const numbers = response
      .text()
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.split(';')[0])
    const listed: Row[] = (await pending(client, token)).body()
    assert.sameMembers(
      numbers,
      listed.map((row) => row.identificationNumber)
    )
    assert.include(numbers, open!.identificationNumber)
    assert.notInclude(numbers, untouched!.identificationNumber)
  })

  test("another retailer's pending proposal is not shown, and its own admin sees it", async ({
    client,
    assert,
  }) => {
    const [open] = await awaitingTests(1)
    await propose([open!])
    const other = await User.findByOrFail('email', 'admin@other-retail.test')
    await db.from('buybacks').where('id', open!.id).update({ account_id: other.accountId })

    const mine: Row[] = (await pending(client, await tokenOf(client, 'admin@demo-retail.test'))).body()
    assert.notInclude(
      mine.map((row) => row.id),
      open!.id
    )
    const theirs = await pending(client, await tokenOf(client, 'admin@other-retail.test'))
    theirs.assertStatus(200)
    assert.deepEqual(
      theirs.body().map((row: Row) => row.id),
      [open!.id]
    )
  })
})
