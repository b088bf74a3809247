import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import { customerInitials } from '#services/tenancy/customer_view'
import { tokenOf } from '#tests/helpers/demo'

const BUYER = 'buyer@demo-buyer.test'
const RETAILER = 'admin@demo-retail.test'

/** A buy-back the demo buyer buys, with its customer (an e-mail, a phone, an address). */
async function boughtBuyback() {
  const buyer = await User.findByOrFail('email', BUYER)
  return db
    .from('buybacks')
    .join('customers', 'customers.id', 'buybacks.customer_id')
    .where('buybacks.buyer_account_id', buyer.accountId)
    .whereNotNull('customers.email')
    .whereNotNull('customers.phone')
    .orderBy('buybacks.id')
    .select(
      'buybacks.id',
      'buybacks.identification_number',
      'customers.firstname',
      'customers.lastname',
      'customers.email',
      'customers.phone',
      'customers.street',
      'customers.city'
    )
    .firstOrFail()
}

const get = (client: ApiClient, token: string, path: string) =>
  client.get(path).bearerToken(token).header('Accept-Language', 'en')

/** Whether any of the customer's contact details appears anywhere in `text`. */
function leaks(text: string, customer: Awaited<ReturnType<typeof boughtBuyback>>) {
  return [customer.email, customer.phone, customer.street, customer.lastname]
    .filter((value) => value && value.length > 2)
    .filter((value) => text.includes(value))
}

test.group('Buy-backs / what a buyer sees of the retailer’s customers', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the list, the pre-declared list and the details: the initials, no contact', async ({
    client,
    assert,
  }) => {
    const bought = await boughtBuyback()
    const initials = customerInitials(bought.firstname, bought.lastname)
    const token = await tokenOf(client, BUYER)

    const list = await get(client, token, `/api/buybacks?q=${bought.identification_number}`)
    list.assertStatus(200)
    assert.deepEqual(
      list.body().map((row: any) => row.customerName),
      [initials]
    )
    assert.deepEqual(leaks(list.text(), bought), [])

    const predeclared = await get(client, token, '/api/buybacks/predeclared?_start=0&_end=50')
    predeclared.assertStatus(200)
    for (const row of predeclared.body()) assert.match(row.customerName ?? 'A. B.', /^.\. .\.$/u)

    const details = await get(client, token, `/api/buybacks/${bought.id}`)
    details.assertStatus(200)
    details.assertBodyContains({ customerName: initials, customer: null, customerHidden: true })
    assert.deepEqual(details.body().actions.documents, [])
    assert.deepEqual(leaks(details.text(), bought), [])

    // The retailer still reads its customer whole.
    const own = await get(client, await tokenOf(client, RETAILER), `/api/buybacks/${bought.id}`)
    own.assertBodyContains({
      customerName: `${bought.firstname} ${bought.lastname}`,
      customerHidden: false,
      customer: { email: bought.email, phone: bought.phone, street: bought.street },
    })
  })

  test('the export: the initials in the customer column', async ({ client, assert }) => {
    const bought = await boughtBuyback()
    const token = await tokenOf(client, BUYER)
    const csv = await get(client, token, `/api/buybacks/export?q=${bought.identification_number}&format=raw`)
    csv.assertStatus(200)
    const [header, row] = csv.text().trim().split(/\r?\n/)
    const customer = header.split(';').indexOf('customer')
    assert.isAbove(customer, -1)
    assert.equal(row.split(';')[customer], customerInitials(bought.firstname, bought.lastname))
    assert.deepEqual(leaks(csv.text(), bought), [])

    const own = await get(
      client,
      await tokenOf(client, RETAILER),
      `/api/buybacks/export?q=${bought.identification_number}&format=raw`
    )
    assert.include(own.text(), `${bought.firstname} ${bought.lastname}`)
  })

  test('no document of the buy-back, and no search by a customer’s name or e-mail', async ({ client }) => {
    const bought = await boughtBuyback()
    const token = await tokenOf(client, BUYER)
    for (const kind of ['transfer_order', 'tracking_sheet']) {
      const document = await get(client, token, `/api/buybacks/${bought.id}/documents/${kind}`)
      document.assertStatus(403)
      document.assertBodyContains({ code: 'buyer_customer_hidden' })
    }
    for (const query of [`q=${bought.lastname}`, `customer=${bought.lastname}`]) {
      const search = await get(client, token, `/api/buybacks?${query}`)
      search.assertStatus(422)
      search.assertBodyContains({
        code: 'buyer_customer_search',
        message: "A buyer does not search by a customer's name or e-mail: search by buy-back number.",
      })
    }
    ;(await get(client, token, `/api/buybacks/export?q=${bought.lastname}`)).assertStatus(422)
    ;(await get(client, token, `/api/payments?q=${encodeURIComponent(bought.email)}`)).assertStatus(422)

    // The retailer searches its customers as before.
    const own = await get(
      client,
      await tokenOf(client, RETAILER),
      `/api/buybacks?customer=${bought.lastname}`
    )
    own.assertStatus(200)
  })

  test('the payments: the initials, no e-mail', async ({ client, assert }) => {
    const bought = await boughtBuyback()
    const payment = await db.from('payments').where('buyback_id', bought.id).firstOrFail()
    const token = await tokenOf(client, BUYER)

    const list = await get(client, token, `/api/payments?q=${bought.identification_number}`)
    list.assertStatus(200)
    assert.deepEqual(
      list.body().map((row: any) => row.customer),
      [{ name: customerInitials(bought.firstname, bought.lastname), email: null }]
    )
    const one = await get(client, token, `/api/payments/${payment.id}`)
    one.assertStatus(200)
    assert.deepEqual(leaks(one.text(), bought), [])

    const own = await get(client, await tokenOf(client, RETAILER), `/api/payments/${payment.id}`)
    own.assertBodyContains({ customer: { email: bought.email } })
  })

  test('initials of a name', ({ assert }) => {
    assert.equal(customerInitials('Léa', 'Martin'), 'L. M.')
    assert.equal(customerInitials('élise', null), 'é.')
    assert.isNull(customerInitials(null, ' '))
  })
})
