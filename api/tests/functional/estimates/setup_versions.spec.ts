import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import User from '#models/user'
import { anonymousToken, demoIphone } from '#tests/helpers/demo'
import { estimationVersionName } from '#services/estimation/setups'

/**
 * One estimation version per account (migration 0027): a write moves the versions of the accounts whose
 * setups read the written row, and only theirs, so a client's edit never rebuilds another client's setups.
 */

const versionOf = async (accountId: number) =>
  Number(
    (await db.from('list_versions').where('name', estimationVersionName(accountId)).first())?.version ?? 0
  )

/** The estimation versions of the demo accounts, to compare before and after a write. */
async function demoAccounts() {
  const product = await demoIphone()
  const category = await db.from('categories').where('id', product.categoryId).firstOrFail()
  const other = (await User.findByOrFail('email', 'admin@other-retail.test')).accountId
  const ids = { retail: product.accountId, buyer: Number(category.buyer_account_id), other }
  const versions = async () => ({
    retail: await versionOf(ids.retail),
    buyer: await versionOf(ids.buyer),
    other: await versionOf(ids.other),
  })
  return { product, ids, versions }
}

const now = () => new Date().toISOString().slice(0, 19).replace('T', ' ')

/** Inserts a row and answers its id (SQLite answers [{ id }], MySQL [id]). */
async function insertRow(table: string, row: Record<string, unknown>) {
  const [id] = await db.table(table).insert(row).returning('id')
  return Number(typeof id === 'object' ? id.id : id)
}

/** A copy of a row to insert as a new one. */
function withoutId(row: Record<string, unknown>) {
  const copy = { ...row }
  delete copy.id
  return copy
}

/** The best answers' estimate of the demo iPhone, run as many times as needed. */
async function demoEstimate(client: ApiClient) {
  const token = await anonymousToken(client)
  const product = await demoIphone()
  const diagnostic = await client.get(`/api/storefront/products/${product.id}/diagnostic`).bearerToken(token)
  diagnostic.assertStatus(200)
  const questions = diagnostic.body().questions as { answers: { id: number }[] }[]
  const body = {
    productId: product.id,
    answers: questions.map((question) => question.answers[0].id),
    imei: `${product.tacCodes[0]}12345678`,
  }
  return {
    bestAnswer: questions[0].answers[0].id,
    run: () => client.post('/api/estimates').bearerToken(token).json(body),
  }
}

/** The tables the queries of `work` name (FROM, JOIN). */
async function tablesReadDuring(work: () => Promise<unknown>) {
  const read = new Set<string>()
  const listener = (query: { sql: string }) => {
    for (const match of query.sql.matchAll(/\b(?:from|join)\s+[`"]?(\w+)/gi)) read.add(match[1])
  }
  const knex = db.connection().getReadClient()
  knex.on('query', listener)
  try {
    await work()
  } finally {
    knex.off('query', listener)
  }
  return read
}

test.group('Estimation versions per account', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("an edit to one account's circuits moves its version and no other account's", async ({ assert }) => {
    const { ids, versions } = await demoAccounts()
    const circuit = await db.from('circuits').where('account_id', ids.retail).orderBy('id').firstOrFail()
    const before = await versions()

    await db.from('circuits').where('id', circuit.id).update({ name: 'Renamed' })
    const afterRetail = await versions()
    assert.deepEqual(afterRetail, { ...before, retail: before.retail + 1 })

    await insertRow('circuits', { ...withoutId(circuit), account_id: ids.other })
    assert.deepEqual(await versions(), { ...afterRetail, other: afterRetail.other + 1 })
  })

  test('a pivot or child row moves the account of its parent row', async ({ assert }) => {
    const { product, ids, versions } = await demoAccounts()
    const question = await db
      .from('diagnostic_questions')
      .whereIn('category_id', db.from('categories').select('id').where('account_id', ids.retail))
      .firstOrFail()
    const link = await db
      .from('circuit_payment_modes')
      .join('circuits', 'circuits.id', 'circuit_payment_modes.circuit_id')
      .where('circuits.account_id', ids.retail)
      .select('circuit_payment_modes.*')
      .firstOrFail()
    const circuit = await db.from('circuits').where('account_id', ids.retail).orderBy('id').firstOrFail()
    const writes = [
      () =>
        insertRow('diagnostic_answers', { question_id: question.id, name: '{"fr":"Rayé"}', grade_cap: 'C' }),
      () => db.from('circuit_payment_modes').where(link).delete(),
      () =>
        db
          .from('category_circuits')
          .where({ category_id: product.categoryId, circuit_id: circuit.id })
          .delete()
          .then(() =>
            db.table('category_circuits').insert({ category_id: product.categoryId, circuit_id: circuit.id })
          ),
    ]
    for (const write of writes) {
      const before = await versions()
      await write()
      const after = await versions()
      assert.isAbove(after.retail, before.retail)
      assert.deepEqual({ ...after, retail: before.retail }, before, 'no other account moves')
    }
  })

  test("another account's edit leaves a stored setup served as it is, without a rebuild", async ({
    client,
    assert,
  }) => {
    const { product, ids, versions } = await demoAccounts()
    const { run } = await demoEstimate(client)
    const first = await run()
    first.assertStatus(200)
    const stored = () =>
      db
        .from('estimation_setups')
        .where({ category_id: product.categoryId, channel: 'web', language: 'fr' })
        .firstOrFail()
    const setup = await stored()
    assert.equal(Number(setup.version), await versionOf(ids.retail), 'the first estimate stored its setup')

    const before = await versions()
    const mode = await db.from('payment_modes').where('account_id', ids.retail).firstOrFail()
    await insertRow('payment_modes', { ...withoutId(mode), account_id: ids.other, iban: null })
    assert.deepEqual(await versions(), { ...before, other: before.other + 1 })

    let again: Awaited<ReturnType<typeof run>> | undefined
    const read = await tablesReadDuring(async () => (again = await run()))
    again!.assertStatus(200)
    assert.deepEqual(again!.body(), first.body())
    assert.include([...read], 'estimation_setups')
    for (const source of ['circuits', 'payment_modes', 'diagnostic_questions', 'categories']) {
      assert.notInclude([...read], source, `the setup was not built again (read ${source})`)
    }
    assert.deepEqual(await stored(), setup)
  })

  test("a price-affecting edit is in the account's next estimate", async ({ client, assert }) => {
    const { product } = await demoAccounts()
    const { run, bestAnswer } = await demoEstimate(client)
    const before = (await run()).body()
    assert.equal(before.estimate, product.buybackPriceGradeA)

    await db.from('diagnostic_answers').where('id', bestAnswer).update({ price_impact: -100 })
    const after = (await run()).body()
    assert.equal(after.estimate, product.buybackPriceGradeA! - 100)
  })

  test("a write to another account's row that a setup reads moves the reading account", async ({
    client,
    assert,
  }) => {
    const { ids, versions } = await demoAccounts()
    const { run } = await demoEstimate(client)
    ;(await run()).assertStatus(200)

    // Demo Buyer, the buyer of the iPhone's category, stops: Demo Retail's setups read its status.
    let before = await versions()
    await db.from('accounts').where('id', ids.buyer).update({ status: 'inactive' })
    let after = await versions()
    assert.isAbove(after.retail, before.retail)
    assert.isAbove(after.buyer, before.buyer)
    assert.equal(after.other, before.other)
    ;(await run()).assertStatus(503)

    // A workshop of another account, linked to the iPhone's category, moves and goes.
    const { product } = await demoAccounts()
    const workshop = await insertRow('organizations', {
      account_id: ids.other,
      type: 'warehouse',
      module_type: 'rps',
      common_name: 'Atelier partagé',
      created_at: now(),
      updated_at: now(),
    })
    await db.table('category_warehouses').insert({ category_id: product.categoryId, warehouse_id: workshop })
    for (const write of [
      () => db.from('organizations').where('id', workshop).update({ status: 'inactive' }),
      () => db.from('organizations').where('id', workshop).delete(),
    ]) {
      before = await versions()
      await write()
      after = await versions()
      assert.isAbove(after.retail, before.retail)
      assert.isAbove(after.other, before.other)
    }
    assert.notExists(await db.from('category_warehouses').where('warehouse_id', workshop).first())
  })

  test('an account has its version from its creation; deleting it moves the accounts reading its workshops', async ({
    assert,
  }) => {
    const { product, versions } = await demoAccounts()
    const account = await insertRow('accounts', {
      common_name: 'Short-lived',
      created_at: now(),
      updated_at: now(),
    })
    assert.equal(await versionOf(account), 1)
    const workshop = await insertRow('organizations', {
      account_id: account,
      type: 'warehouse',
      module_type: 'rps',
      common_name: 'Atelier éphémère',
      created_at: now(),
      updated_at: now(),
    })
    await db.table('category_warehouses').insert({ category_id: product.categoryId, warehouse_id: workshop })

    const before = await versions()
    await db.from('accounts').where('id', account).delete()
    const after = await versions()
    assert.isAbove(after.retail, before.retail, 'its workshop left the category of Demo Retail')
    assert.equal(after.other, before.other)
    assert.notExists(await db.from('category_warehouses').where('warehouse_id', workshop).first())
  })
})
