import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import { anonymousToken, demoIphone } from '#tests/helpers/demo'
import { buildSetup } from '#services/estimation/build_setup'
import { estimationVersionName } from '#services/estimation/setups'

/**
 * Estimation setups (services/estimation/setups.ts): an estimate reads its category's setup from one stored
 * row, and any write to what a setup is built from, by whatever path, makes the next estimate build it again.
 */

async function estimateOfBestAnswers(client: ApiClient) {
  const token = await anonymousToken(client)
  const product = await demoIphone()
  const diagnostic = await client.get(`/api/storefront/products/${product.id}/diagnostic`).bearerToken(token)
  diagnostic.assertStatus(200)
  const body = {
    productId: product.id,
    answers: diagnostic.body().questions.map((question: any) => question.answers[0].id),
    imei: `${product.tacCodes[0]}12345678`,
  }
  const run = async () => {
    const response = await client.post('/api/estimates').bearerToken(token).json(body)
    response.assertStatus(200)
    return response.body()
  }
  return { product, run }
}

/** The estimation version of Demo Retail, the account of the demo iPhone. */
const estimationVersion = async () => {
  const name = estimationVersionName((await demoIphone()).accountId)
  return Number((await db.from('list_versions').where('name', name).firstOrFail()).version)
}

/** The tables named by a SQL text (FROM, JOIN, INTO, UPDATE), without their quotes. */
const tablesOf = (sql: string) =>
  [...sql.matchAll(/\b(?:from|join|into|update)\s+[`"]?(\w+)[`"]?/gi)].map((match) => match[1])

async function tablesWithBumpTriggers() {
  const sqlite = db.connection().dialect.name.includes('sqlite')
  const rows = sqlite
    ? await db.from('sqlite_master').where('type', 'trigger').select('tbl_name as table', 'sql')
    : await db
        .from('information_schema.TRIGGERS')
        .where('TRIGGER_SCHEMA', db.raw('DATABASE()'))
        .select('EVENT_OBJECT_TABLE as table', 'ACTION_STATEMENT as sql', 'EVENT_MANIPULATION as event')
  const events = new Map<string, Set<string>>()
  for (const row of rows) {
    // The per-account bumps of migration 0027 (`'estimation:' || …` on SQLite, CONCAT on MySQL).
    if (!/'estimation:'/.test(row.sql)) continue
    const event = sqlite ? /(?:AFTER|BEFORE)\s+(INSERT|UPDATE|DELETE)/i.exec(row.sql)![1] : row.event
    events.set(row.table, (events.get(row.table) ?? new Set()).add(event.toUpperCase()))
  }
  return events
}

test.group('Estimation setups', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an estimate stores its category setup at the current version and reads it back', async ({
    client,
    assert,
  }) => {
    const { product, run } = await estimateOfBestAnswers(client)
    const first = await run()
    const stored = await db
      .from('estimation_setups')
      .where({ category_id: product.categoryId, channel: 'web', language: 'fr' })
      .firstOrFail()
    assert.equal(Number(stored.version), await estimationVersion())
    assert.notInclude(stored.setup, 'FR76', 'no IBAN in a setup')
    assert.deepEqual(await run(), first)
  })

  test('a write that bypasses the models (bulk update, pivot row) still prices the next estimate anew', async ({
    client,
    assert,
  }) => {
    const { run } = await estimateOfBestAnswers(client)
    const before = await run()
    const versionBefore = await estimationVersion()
    const mode = before.transportModes[0]
    const payment = mode.paymentModes[0]

    await db
      .from('payment_modes')
      .where('id', payment.id)
      .update({ modifier_type: 'fixed', modifier_value: 777, modifier_capped_amount: null })
    assert.isAbove(await estimationVersion(), versionBefore)
    const repriced = (await run()).transportModes
      .flatMap((one: any) => one.paymentModes)
      .find((one: any) => one.id === payment.id)
    assert.equal(repriced.paymentModifier, 777)

    await db.from('circuit_payment_modes').where('circuit_id', mode.circuitId).delete()
    const after = await run()
    assert.notInclude(
      after.transportModes.map((one: any) => one.circuitId),
      mode.circuitId,
      'a circuit left without payment modes is no longer offered'
    )
  })

  test("a setup is built only from tables whose every write bumps the account's estimation version", async ({
    assert,
  }) => {
    const product = await demoIphone()
    const read = new Set<string>()
    const client = db.connection().getReadClient()
    const listener = (query: { sql: string }) => tablesOf(query.sql).forEach((one) => read.add(one))
    client.on('query', listener)
    try {
      await buildSetup(product.accountId, product.categoryId, 'web', 'en')
    } finally {
      client.off('query', listener)
    }
    assert.isAbove(read.size, 5)
    const triggers = await tablesWithBumpTriggers()
    for (const table of read) {
      assert.sameMembers([...(triggers.get(table) ?? [])], ['INSERT', 'UPDATE', 'DELETE'], table)
    }
  })
})
