import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import Item from '#models/item'
import { runDueJobs } from '#services/jobs/queue'
import { tokenOf } from '#tests/helpers/demo'
import { otherRetailerRunningWorkshops } from '#tests/helpers/route_access'

const today = () => new Date().toISOString().slice(0, 10)

async function quarantined(client: any, token: string) {
  const response = await client
    .get('/api/quarantine')
    .bearerToken(token)
    .qs({ status: 'item_in_quarantine', _start: 0, _end: 25 })
  response.assertStatus(200)
  return response.body() as {
    id: number
    status: string
    identificationNumber: string
    buyback: { id: number; identificationNumber: string }
    stock: { name: string } | null
  }[]
}

test.group('Quarantine', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.teardown(() => mail.restore())

  test('the workshop lists its quarantined items and finds one by buy-back number', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, 'wh.manager@demo-retail.test')
    const rows = await quarantined(client, token)
    assert.isAbove(rows.length, 0)
    assert.isTrue(rows.every((row) => row.status === 'item_in_quarantine'))
    const one = rows[0]
    const found = await client
      .get('/api/quarantine')
      .bearerToken(token)
      .qs({ buyback: one.buyback.identificationNumber, _start: 0, _end: 25 })
    assert.deepEqual(
      found.body().map((row: { id: number }) => row.id),
      [one.id]
    )
    // An operator has no quarantine transition; another retailer running workshops does, and sees nothing.
    const operator = await tokenOf(client, 'operator@demo-retail.test')
    ;(await client.get('/api/quarantine').bearerToken(operator)).assertStatus(403)
    const other = await otherRetailerRunningWorkshops(client)
    const stocks = await client
      .get(`/api/quarantine/${one.id}/stocks`)
      .bearerToken(other)
      .header('X-Module', 'rps')
    stocks.assertStatus(404)
  })

  test('release needs the confirmation, a stock of the workshop and a ready-from date', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, 'wh.manager@demo-retail.test')
    const [one] = await quarantined(client, token)
    const stocks = (await client.get(`/api/quarantine/${one.id}/stocks`).bearerToken(token)).body()
    assert.isAbove(stocks.length, 0)
    assert.isFalse(stocks.some((stock: { nativeKind: string }) => stock.nativeKind === 'in_quarantine'))

    const invalid = await client
      .post(`/api/quarantine/${one.id}/release`)
      .bearerToken(token)
      .json({ stockId: stocks[0].id, readyFrom: '2020-01-01' })
    invalid.assertStatus(422)
    assert.sameMembers(Object.keys(invalid.body().errors), ['confirmed', 'readyFrom'])

    const quarantineStock = await db.from('stocks').where('native_kind', 'in_quarantine').first()
    const wrongStock = await client
      .post(`/api/quarantine/${one.id}/release`)
      .bearerToken(token)
      .header('Accept-Language', 'en')
      .json({ confirmed: true, stockId: quarantineStock.id, readyFrom: today() })
    wrongStock.assertStatus(422)
    wrongStock.assertBodyContains({ code: 'quarantine_stock_invalid' })

    const released = await client
      .post(`/api/quarantine/${one.id}/release`)
      .bearerToken(token)
      .json({ confirmed: true, stockId: stocks[0].id, readyFrom: today(), comment: 'IMEI débloqué' })
    released.assertStatus(200)
    released.assertBodyContains({ status: 'item_to_reintegrate_to_stock', readyFrom: today() })
    const item = await Item.findOrFail(one.id)
    assert.equal(item.stockId, stocks[0].id)
    const history = await db
      .from('status_history')
      .where({ subject_type: 'item', subject_id: one.id, event: 'quarantine_released' })
      .first()
    assert.equal(history.buyback_id, one.buyback.id)
    assert.include(history.comment, stocks[0].name)
    // Released once: a second release is refused by the status machine.
    const again = await client
      .post(`/api/quarantine/${one.id}/release`)
      .bearerToken(token)
      .json({ confirmed: true, stockId: stocks[0].id, readyFrom: today() })
    again.assertStatus(409)
  })

  test('the quarantine mail is sent again to the customer, in their language', async ({ client, assert }) => {
    const { messages } = mail.fake()
    const token = await tokenOf(client, 'wh.manager@demo-retail.test')
    const [one] = await quarantined(client, token)
    await db.from('jobs').delete()
    const sent = await client.post(`/api/quarantine/${one.id}/mail`).bearerToken(token)
    sent.assertStatus(202)
    assert.equal(await runDueJobs(), 1)
    messages.assertSentCount(1)
    const message = messages.sent()[0]!.toJSON().message as unknown as { subject: string; html: string }
    assert.include(message.subject, one.buyback.identificationNumber)
    const event = await db
      .from('status_history')
      .where({ subject_type: 'item', subject_id: one.id, event: 'quarantine_mail_sent' })
      .first()
    assert.exists(event)
  })

  test('a return label is booked once for a quarantined item; none without the customer address', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, 'wh.manager@demo-retail.test')
    const [first] = await quarantined(client, token)
    const buyback = await db.from('buybacks').where('id', first.buyback.id).first()
    const customer = await db.from('customers').where('id', buyback.customer_id).first()
    await db.from('customers').where('id', customer.id).update({ street: '' })
    const refused = await client
      .post(`/api/quarantine/${first.id}/return-label`)
      .bearerToken(token)
      .header('Accept-Language', 'en')
    refused.assertStatus(422)
    refused.assertBodyContains({ code: 'return_label_unavailable' })
    await db.from('customers').where('id', customer.id).update({ street: customer.street })

    const label = await client.post(`/api/quarantine/${first.id}/return-label`).bearerToken(token)
    label.assertStatus(200)
    label.assertHeader('content-type', 'application/pdf')
    const again = await client.post(`/api/quarantine/${first.id}/return-label`).bearerToken(token)
    again.assertStatus(200)
    const booked = await db
      .from('status_history')
      .where({ subject_type: 'item', subject_id: first.id, event: 'return_label_created' })
    assert.lengthOf(booked, 1)
  })
})
