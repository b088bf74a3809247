import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { parse } from 'csv-parse/sync'
import { ADMIN, accountOf } from '#tests/functional/catalogue_imports/fixtures'
import { tokenOf } from '#tests/helpers/demo'
import { demoPackageTransport } from '#tests/helpers/transports'
import { computeKnownWeek, knownWeek, WEEK } from '#tests/functional/statistics/known_week'

/** The records of a CSV the exports write (`;`, a BOM). */
const recordsOf = (text: string) =>
  parse(text, { delimiter: ';', bom: true, relax_column_count: true }) as string[][]

/**
 * The list exports open in a person's spreadsheet, in the admin's language (readable headers and
 * values, decimal comma in French, Dutch and German), and `format=raw` keeps the machine file (column
 * names, codes, 12.50) whatever the language.
 */
test.group('Exports / spreadsheet style of the buy-back, transport and statistics exports', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  const exportOf = async (client: any, path: string, token: string, lang: string, qs: object) => {
    const response = await client.get(path).qs(qs).header('Accept-Language', lang).bearerToken(token)
    response.assertStatus(200)
    return recordsOf(response.text())
  }

  test('buy-backs: "12,50" and French words, or raw codes and "12.50"', async ({ client, assert }) => {
    const token = await tokenOf(client, ADMIN)
    const buyback = await db
      .from('buybacks')
      .where('account_id', await accountOf(ADMIN))
      .whereNotNull('customer_id')
      .orderBy('id')
      .first()
    await db
      .from('buybacks')
      .where('id', buyback.id)
      .update({ declared_price: 24850, validated_price: -1250 })
    const qs = { q: buyback.identification_number }

    const fr = await exportOf(client, '/api/buybacks/export', token, 'fr', qs)
    assert.deepEqual(fr[0].slice(0, 3), ['N° de rachat', 'Date', 'Statut'])
    assert.lengthOf(fr, 2)
    // The status in words ("En transit"), not its code.
    assert.notEqual(fr[1][2], buyback.status)
    assert.match(fr[1][2], /^[A-ZÉ]/)
    assert.equal(fr[1][9], '248,50')
    assert.equal(fr[1][10], '-12,50')

    const de = await exportOf(client, '/api/buybacks/export', token, 'de', qs)
    assert.equal(de[1][9], '248,50')
    const en = await exportOf(client, '/api/buybacks/export', token, 'en', qs)
    assert.notEqual(en[1][2], fr[1][2])
    assert.equal(en[1][9], '248.50')

    const raw = await exportOf(client, '/api/buybacks/export', token, 'fr', { ...qs, format: 'raw' })
    assert.deepEqual(raw[0].slice(0, 3), ['identification_number', 'created_at', 'status'])
    assert.equal(raw[1][2], buyback.status)
    assert.equal(raw[1][9], '248.50')
    assert.equal(raw[1][10], '-12.50')
  })

  test('transports: readable headers and kinds, or column names and codes', async ({ client, assert }) => {
    const { parcel } = await demoPackageTransport()
    const token = await tokenOf(client, 'superadmin@reprise.test')
    const qs = { q: parcel.number }

    const nl = await exportOf(client, '/api/transports/export', token, 'nl', qs)
    assert.lengthOf(nl, 2)
    assert.notEqual(nl[0][0], 'uuid')
    assert.notEqual(nl[1][2], 'store_to_workshop')
    assert.match(nl[1][6], /^\d+$/)

    const raw = await exportOf(client, '/api/transports/export', token, 'nl', { ...qs, format: 'raw' })
    assert.deepEqual(raw[0].slice(0, 3), ['uuid', 'created_at', 'kind'])
    assert.equal(raw[1][2], 'store_to_workshop')
    assert.equal(raw[1][6], nl[1][6])
  })

  test('statistics: French figures with a decimal comma, or codes and "650.00"', async ({
    client,
    assert,
  }) => {
    await knownWeek()
    await computeKnownWeek()
    const token = await tokenOf(client, ADMIN)

    const fr = await exportOf(client, '/api/dashboard-data/export', token, 'fr', { week: WEEK })
    assert.deepEqual(fr[0], ['Rubrique', 'Indicateur', 'Valeur'])
    assert.deepInclude(fr, ['Montants', 'Montant déclaré', '650,00'])
    // A share between 0 and 1 keeps its decimal comma too.
    assert.isTrue(fr.some((row) => /^0,\d+$/.test(row[2])))

    const raw = await exportOf(client, '/api/dashboard-data/export', token, 'fr', {
      week: WEEK,
      format: 'raw',
    })
    assert.deepEqual(raw[0], ['section', 'figure', 'value'])
    assert.deepInclude(raw, ['amounts', 'declared', '650.00'])
    assert.deepInclude(raw, ['overview', 'buybacks', '4'])
    assert.isFalse(raw.some((row) => /^-?\d+,\d+$/.test(row[2])))
  })
})
