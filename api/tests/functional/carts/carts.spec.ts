import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import { anonymousToken } from '#tests/helpers/demo'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import Buyback from '#models/buyback'
import Cart from '#models/cart'
import Category from '#models/category'
import Customer from '#models/customer'
import OrganizationRootDetail from '#models/organization_root_detail'
import Payment from '#models/payment'
import Product from '#models/product'
import { gtinCheckDigit } from '#domain/identifiers'
import router from '@adonisjs/core/services/router'
import mail from '@adonisjs/mail/services/main'
import { runDueJobs } from '#services/jobs/queue'
import { pdfText } from '#tests/helpers/pdf_text'
import { CUSTOMER, IBAN, cartBody, lineFor, submit } from '#tests/helpers/storefront_checkout'

async function setFeatures(change: (features: string[]) => string[], cartMinValue?: number) {
  const account = (await Category.findByOrFail('identifier', 'apple-iphone')).accountId
  const details = await OrganizationRootDetail.findByOrFail('account_id', account)
  details.enabledPremiumFeatures = change(details.enabledPremiumFeatures)
  if (cartMinValue !== undefined) details.cartMinValue = cartMinValue
  await details.save()
}

test.group('Carts / checkout', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a web post buy-back paid by bank transfer: statuses, payment, history, numbers, no IBAN out', async ({
    client,
    assert,
  }) => {
    const token = await anonymousToken(client)
    const { line, payment, transport, estimate } = await lineFor(client, token)
    const recent = () =>
      db
        .from('products')
        .where('id', line.productId)
        .first()
        .then((row) => Number(row.recent_buybacks))
    const recentBefore = await recent()
    const response = await submit(client, token, cartBody(line))
    response.assertStatus(201)
    const cart = response.body()
    assert.equal(await recent(), recentBefore + 1, "the search's order counts the buy-back at once")
    assert.notInclude(JSON.stringify(cart), IBAN)
    assert.lengthOf(cart.buybacks, 1)
    const [made] = cart.buybacks
    assert.equal(made.status, 'bb_in_transit')
    assert.match(made.identificationNumber, /^\d{13}$/)
    assert.equal(
      Number(made.identificationNumber[12]),
      gtinCheckDigit(made.identificationNumber.slice(0, 12))
    )
    assert.equal(made.declaredPrice, estimate.estimate)
    assert.equal(made.total, payment.total)
    assert.equal(cart.total, payment.total)
    assert.equal(made.circuit.deposit, 'post')
    assert.deepEqual(cart.customer, { firstname: 'Lucie', lastname: 'Martin', email: CUSTOMER.email })

    const buyback = await Buyback.findOrFail(made.id)
    await buyback.load('item')
    assert.equal(buyback.item.status, 'item_in_transit')
    assert.equal(buyback.item.destinationWarehouseId, transport.warehouseId)
    assert.equal(buyback.declaration?.responses.length, line.answers.length)
    const paid = await Payment.findByOrFail('buyback_id', buyback.id)
    assert.equal(paid.status, 'payment_created')
    assert.equal(paid.iban, IBAN)
    const stored = await db.from('customers').where('id', buyback.customerId!).first()
    assert.notEqual(stored.iban, IBAN, 'the IBAN is encrypted at rest')
    assert.equal((await Customer.findOrFail(buyback.customerId!)).phone, '+33612345678')
    const history = await db.from('status_history').where('buyback_id', buyback.id).orderBy('id')
    assert.deepEqual(
      history.map((row) => [row.subject_type, row.event, row.from_status, row.to_status, row.actor_kind]),
      [
        ['buyback', 'created_shipped', null, 'bb_in_transit', 'customer'],
        ['item', 'created_shipped', null, 'item_in_transit', 'customer'],
        ['payment', 'payment_created', null, 'payment_created', 'system'],
      ]
    )

    const again = await client.get(`/api/carts/${cart.id}`).bearerToken(token)
    again.assertStatus(200)
    assert.equal(again.body().buybacks[0].identificationNumber, made.identificationNumber)
  })

  test('a web drop buy-back waits for the store drop; a zero-value one needs no payment', async ({
    client,
    assert,
  }) => {
    const token = await anonymousToken(client)
    const { line } = await lineFor(client, token, 'drop', 'gift_card')
    const response = await submit(
      client,
      token,
      cartBody(line, { customer: { ...CUSTOMER, iban: undefined } })
    )
    response.assertStatus(201)
    assert.equal(response.body().buybacks[0].status, 'bb_awaiting_store_drop')

    const product = await Product.findOrFail(line.productId)
    product.buybackPriceGradeA = 0
    await product.save()
    // Without the deposit bonus the demo's store drop adds (+5 €), the line is worth nothing.
    await setFeatures((features) => features.filter((one) => one !== 'deposit_bonus'))
    const zero = await lineFor(client, token, 'drop', 'gift_card')
    const free = await submit(
      client,
      token,
      cartBody(zero.line, { customer: { ...CUSTOMER, iban: undefined } })
    )
    free.assertStatus(201)
    assert.equal(free.body().buybacks[0].paymentStatus, 'payment_not_needed')
  })

  test('the customer information is checked with a message per field', async ({ client }) => {
    const token = await anonymousToken(client)
    const { line } = await lineFor(client, token)
    const response = await submit(
      client,
      token,
      cartBody(line, {
        termsAccepted: false,
        customer: {
          ...CUSTOMER,
          zipCode: '7501',
          city: 'P',
          phone: '12',
          iban: 'FR76 1234',
          email: 'lucie@',
        },
      })
    )
    response.assertStatus(422)
    response.assertBodyContains({
      errors: {
        termsAccepted: 'Accept the terms of service to continue.',
        'customer.zipCode': 'The zip code is not valid for this country.',
        'customer.phone': 'The phone number is not valid.',
        'customer.iban': 'The IBAN is not valid.',
        'customer.email': 'The e-mail address is not valid.',
      },
    })

    const noIban = await submit(client, token, cartBody(line, { customer: { ...CUSTOMER, iban: undefined } }))
    noIban.assertStatus(422)
    noIban.assertBodyContains({
      errors: { 'customer.iban': 'Enter your IBAN: this payment mode pays by bank transfer.' },
    })
  })

  test('the identity document when the client requires it; options the estimate did not offer', async ({
    client,
    assert,
  }) => {
    const token = await anonymousToken(client)
    const { line } = await lineFor(client, token)
    const account = (await Product.findOrFail(line.productId)).accountId
    await OrganizationRootDetail.query().where('account_id', account).update({
      customer_identity_document_required: true,
    })
    const missing = await submit(client, token, cartBody(line))
    missing.assertStatus(422)
    missing.assertBodyContains({
      errors: { 'customer.identity.type': 'Enter your identity document: it is required for a buy-back.' },
    })
    const identity = {
      type: 'identity_card',
      number: 'X4RTBPFW4',
      authority: 'Préfecture de Paris',
      deliveryDate: '2020-05-04',
    }
    ;(await submit(client, token, cartBody(line, { customer: { ...CUSTOMER, identity } }))).assertStatus(201)

    const foreign = await submit(client, token, cartBody(line, { predeclaredReference: 'f'.repeat(32) }))
    foreign.assertStatus(422)
    foreign.assertBodyContains({ errors: { predeclaredReference: 'This value does not exist.' } })
    const byId = await submit(client, token, cartBody(line, { predeclaredReference: '12' }))
    byId.assertStatus(422)
    assert.property(byId.body().errors, 'predeclaredReference')
    const predeclared = await db
      .from('buybacks')
      .where('account_id', account)
      .where('status', 'bb_awaiting_store_drop')
      .firstOrFail()
    const completing = await submit(
      client,
      token,
      cartBody(line, { customer: { ...CUSTOMER, identity }, predeclaredReference: predeclared.reference })
    )
    completing.assertStatus(201)
    const cart = await db.from('carts').where('id', completing.body().id).firstOrFail()
    assert.equal(cart.predeclared_buyback_id, predeclared.id)

    const wrong = await submit(
      client,
      token,
      cartBody(
        { ...line, transportModeId: '999999', paymentModeId: 999999 },
        { customer: { ...CUSTOMER, identity } }
      )
    )
    wrong.assertStatus(422)
    wrong.assertBodyContains({
      errors: {
        'buybacks.0.transportModeId':
          'This transport mode is not offered for this product: choose another one.',
      },
    })
  })

  test('cart maximum without multi_product_cart, and the minimum cart value', async ({ client, assert }) => {
    const token = await anonymousToken(client)
    const { line, payment } = await lineFor(client, token)
    await setFeatures((features) => features.filter((one) => one !== 'multi_product_cart'))
    const full = await submit(client, token, cartBody(line, { buybacks: [line, line] }))
    full.assertStatus(422)
    full.assertBodyContains({ code: 'cart_full' })

    await setFeatures((features) => features, Math.ceil(payment.total / 100) + 1)
    const low = await submit(client, token, cartBody(line))
    low.assertStatus(422)
    low.assertBodyContains({ code: 'cart_min_value', message: 'The minimum cart amount is not reached.' })

    await setFeatures((features) => [...features, 'multi_product_cart'], 0)
    const two = await submit(client, token, cartBody(line, { buybacks: [line, line] }))
    two.assertStatus(201)
    assert.lengthOf(two.body().buybacks, 2)
    assert.equal(two.body().total, 2 * payment.total)
  })

  test('nothing is kept when a part of the creation fails', async ({ client, assert }) => {
    const token = await anonymousToken(client)
    const { line } = await lineFor(client, token)
    await setFeatures((features) => [...features, 'multi_product_cart'])
    let created = 0
    const failSecond = async () => {
      created++
      if (created === 2) throw new Error('payment provider refused the second payment')
    }
    Payment.before('create', failSecond)
    const email = `rollback.${randomUUID()}@example.com`
    const body = cartBody(line, { buybacks: [line, line], customer: { ...CUSTOMER, email } })
    try {
      const response = await submit(client, token, body)
      response.assertStatus(500)
      assert.notInclude(response.text(), 'payment provider')
    } finally {
      Payment.$hooks.remove('before:create', failSecond)
    }
    assert.isNull(await Cart.findBy('idempotency_key', body.idempotencyKey))
    assert.isNull(await Customer.findBy('email', email))
    assert.equal(created, 2)
  })

  test('buyback-settings gives what the tunnel checks before the server does', async ({ client, assert }) => {
    const token = await anonymousToken(client)
    await setFeatures((features) => features.filter((one) => one !== 'multi_product_cart'), 15)
    const response = await client.get('/api/buyback-settings').bearerToken(token)
    response.assertStatus(200)
    assert.deepEqual(response.body(), {
      customerIdentityDocumentRequired: false,
      customer_identity_document_required: false,
      cartMinValue: 1500,
      cart_min_value: 1500,
      cartMaxItems: 1,
      cartLifetimeDays: 30,
      storeCartLifetimeDays: 1,
      stalenessDays: 15,
      currency: 'EUR',
    })
  })
})

test.group('Carts / one submit key, one cart', () => {
  test('20 parallel submits with one key make one cart', async ({ client, assert }) => {
    const token = await anonymousToken(client)
    const { line } = await lineFor(client, token)
    const lastJob = Number((await db.from('jobs').max('id as id').first())?.id ?? 0)
    const email = `parallel.${randomUUID()}@example.com`
    const body = cartBody(line, { customer: { ...CUSTOMER, email } })
    const responses = await Promise.all(Array.from({ length: 20 }, () => submit(client, token, body)))
    try {
      const statuses = responses.map((response) => response.status()).sort()
      assert.deepEqual(statuses, [...Array(19).fill(200), 201])
      assert.equal(new Set(responses.map((response) => response.body().id)).size, 1)
      const carts = await Cart.query().where('idempotency_key', body.idempotencyKey)
      assert.lengthOf(carts, 1)
      const buybacks = await Buyback.query().where('cart_id', carts[0].id)
      assert.lengthOf(buybacks, 1)
      const [{ total }] = await db.from('customers').where('email', email).count('* as total')
      assert.equal(Number(total), 1)
    } finally {
      // This group runs outside the global transaction: remove what it made.
      const cart = await Cart.findBy('idempotency_key', body.idempotencyKey)
      if (cart) {
        const ids = (await Buyback.query().where('cart_id', cart.id)).map((one) => one.id)
        await db.from('status_history').whereIn('buyback_id', ids).delete()
        await db.from('payments').whereIn('buyback_id', ids).delete()
        await db.from('items').whereIn('buyback_id', ids).delete()
        await db.from('buybacks').whereIn('id', ids).delete()
        await db.from('carts').where('id', cart.id).delete()
        await db.from('customers').where('id', cart.customerId!).delete()
        await db.from('jobs').where('id', '>', lastJob).delete()
      }
    }
  })
})

/** The bytes of a PDF answer (superagent buffers binary bodies). */
const pdfBody = (response: { body(): unknown; text(): string }) => {
  const body = response.body()
  return Buffer.isBuffer(body) ? body : Buffer.from(response.text() ?? '', 'latin1')
}

test.group('Carts / documents of the buy-backs', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  async function checkedOut(client: ApiClient, language = 'en') {
    const token = await anonymousToken(client)
    const { line } = await lineFor(client, token)
    const cart = (await submit(client, token, cartBody(line), language)).body()
    return { token, cart, buyback: cart.buybacks[0] }
  }

  test('the transfer order and the tracking sheet are PDFs with the number and the customer, in their language', async ({
    client,
    assert,
  }) => {
    const { token, cart, buyback } = await checkedOut(client, 'de')
    const url = `/api/carts/${cart.id}/buybacks/${buyback.id}/documents`
    const order = await client.get(`${url}/transfer_order`).bearerToken(token)
    order.assertStatus(200)
    order.assertHeader('content-type', 'application/pdf')
    order.assertHeader('x-content-type-options', 'nosniff')
    assert.match(order.header('content-disposition') ?? '', /^attachment; filename\*=UTF-8''/)
    const bytes = pdfBody(order)
    assert.equal(bytes.subarray(0, 5).toString(), '%PDF-')
    const text = pdfText(bytes)
    assert.include(text, buyback.identificationNumber)
    assert.include(text, 'Lucie Martin')
    assert.include(text, 'Abtretungserklärung')
    const circuit = await Buyback.query().where('id', buyback.id).preload('circuit').firstOrFail()
    const pages = bytes.toString('latin1').match(/\/Type \/Page\b/g) ?? []
    assert.lengthOf(pages, circuit.circuit.transferOrderNumberOfCopy, 'one page per copy')

    const sheet = await client.get(`${url}/tracking_sheet`).bearerToken(token)
    sheet.assertStatus(200)
    const sheetText = pdfText(pdfBody(sheet))
    assert.include(sheetText, buyback.identificationNumber)
    // The customer reads how the product travels, in their language, not the internal circuit name.
    assert.include(sheetText, 'Versand per Post')
    assert.notInclude(sheetText, circuit.circuit.name)

    ;(await client.get(`${url}/gift_card`).bearerToken(token)).assertStatus(404)
  })

  test('a gift card payment issues its card: the PDF shows its number and amount; no voucher for it', async ({
    client,
    assert,
  }) => {
    const token = await anonymousToken(client)
    const { line } = await lineFor(client, token, 'drop', 'gift_card')
    const cart = (
      await submit(client, token, cartBody(line, { customer: { ...CUSTOMER, iban: undefined } }))
    ).body()
    const [buyback] = cart.buybacks
    const payment = await Payment.findByOrFail('buyback_id', buyback.id)
    assert.match(payment.cardNumber ?? '', /^6\d{18}$/)
    const url = `/api/carts/${cart.id}/buybacks/${buyback.id}/documents`
    const card = await client.get(`${url}/gift_card`).bearerToken(token)
    card.assertStatus(200)
    const text = pdfText(pdfBody(card))
    assert.include(text, payment.cardNumber!)
    assert.include(text, 'Gift card')
    const voucher = await client.get(`${url}/voucher`).bearerToken(token).header('Accept-Language', 'en')
    voucher.assertStatus(404)
    voucher.assertBodyContains({ code: 'document_not_expected' })
  })

  test('another visitor cart or another client cannot fetch them; the e-mail link is signed', async ({
    client,
    assert,
  }) => {
    const { cart, buyback } = await checkedOut(client)
    const other = await anonymousToken(client)
    const wrongCart = `/api/carts/${randomUUID()}/buybacks/${buyback.id}/documents/transfer_order`
    ;(await client.get(wrongCart).bearerToken(other)).assertStatus(404)

    const signed = router.makeSignedUrl(
      'buyback.document',
      { buybackId: buyback.id, kind: 'tracking_sheet' },
      { expiresIn: '1 day' }
    )
    assert.match(signed, /^\/api\/documents\/buybacks\/\d+\/tracking_sheet\?signature=/)
    ;(await client.get(signed)).assertStatus(200)
    const tampered = await client
      .get(signed.replace(`/${buyback.id}/`, `/${buyback.id + 1}/`))
      .header('Accept-Language', 'en')
    tampered.assertStatus(403)
    tampered.assertBodyContains({ code: 'link_invalid', message: 'This link is invalid or has expired.' })
    assert.exists(cart.id)
  })
})

test.group('Carts / confirmation e-mail', (group) => {
  group.each.setup(async () => {
    const rollback = await testUtils.db().withGlobalTransaction()
    // The jobs the demo left waiting (a payment to take on) are not this cart's: counted runs start empty.
    await db.from('jobs').delete()
    return rollback
  })
  group.each.teardown(() => mail.restore())

  test('a worker sends the confirmation once the cart commits: numbers, signed links, PDFs attached, customer language', async ({
    client,
    assert,
  }) => {
    const { messages } = mail.fake()
    const token = await anonymousToken(client)
    const { line } = await lineFor(client, token)
    const cart = (await submit(client, token, cartBody(line), 'nl')).body()
    messages.assertNoneSent()
    assert.equal(await runDueJobs(), 2, 'the shipping label, then the e-mail')
    messages.assertSentCount(1)

    const sent = messages.sent()[0]!.toJSON().message as unknown as {
      to: unknown
      subject: string
      html: string
      attachments: { filename: string }[]
    }
    const [buyback] = cart.buybacks
    assert.deepEqual(sent.to, [{ address: CUSTOMER.email, name: 'Lucie Martin' }])
    assert.equal(sent.subject, `Uw terugkoop ${buyback.identificationNumber} is bevestigd`)
    assert.include(sent.html, 'Beste Lucie,')
    assert.match(sent.html, new RegExp(`/api/documents/buybacks/${buyback.id}/transfer_order\\?signature=`))
    assert.notInclude(sent.html, IBAN)
    assert.deepEqual(
      sent.attachments.map((one: { filename: string }) => one.filename),
      [
        `Overdrachtsbon ${buyback.identificationNumber}.pdf`,
        `Volgblad ${buyback.identificationNumber}.pdf`,
        `Verzendetiket ${buyback.identificationNumber}.pdf`,
      ]
    )
    assert.equal(await runDueJobs(), 0, 'sent once')
  })

  test('a cart refused by the rules queues no e-mail; a failing send is retried later', async ({
    client,
    assert,
  }) => {
    const { messages } = mail.fake()
    const token = await anonymousToken(client)
    const { line } = await lineFor(client, token)
    const refused = await submit(client, token, cartBody(line, { termsAccepted: false }))
    refused.assertStatus(422)
    assert.equal(await runDueJobs(), 0)
    messages.assertNoneSent()

    mail.restore()
    const failing = async () => {
      throw new Error('SMTP unreachable')
    }
    const original = mail.send
    mail.send = failing as unknown as typeof mail.send
    try {
      ;(await submit(client, token, cartBody(line))).assertStatus(201)
      assert.equal(await runDueJobs(), 2)
    } finally {
      mail.send = original
    }
    const job = await db.from('jobs').where('type', 'cart_confirmation_mail').orderBy('id', 'desc').first()
    assert.equal(job.status, 'pending')
    assert.equal(job.attempts, 1)
    assert.include(job.last_error, 'SMTP unreachable')
    assert.equal(await runDueJobs(), 0, 'not before its delay')
  })
})

test.group('Carts / shipping label', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a carrier books the label after the checkout: 425 until then, then the PDF with its tracking number', async ({
    client,
    assert,
  }) => {
    const token = await anonymousToken(client)
    const { line } = await lineFor(client, token)
    const cart = (await submit(client, token, cartBody(line))).body()
    const [buyback] = cart.buybacks
    const url = `/api/carts/${cart.id}/buybacks/${buyback.id}/documents/shipping_label`
    const early = await client.head(url).bearerToken(token)
    early.assertStatus(425)

    await runDueJobs()
    ;(await client.head(url).bearerToken(token)).assertStatus(200)
    const label = await client.get(url).bearerToken(token)
    label.assertStatus(200)
    label.assertHeader('content-type', 'application/pdf')
    const stored = await Buyback.findOrFail(buyback.id)
    assert.match(stored.trackingNumber ?? '', /^6A\d{9}FR$/)
    assert.include(pdfText(pdfBody(label)), stored.trackingNumber!)
    const transport = await db.from('transports').where('buyback_id', buyback.id).first()
    assert.equal(transport.tracking_number, stored.trackingNumber)
  })

  test('a buy-back brought to the store expects no label: 404', async ({ client }) => {
    const token = await anonymousToken(client)
    const { line } = await lineFor(client, token, 'drop', 'gift_card')
    const cart = (
      await submit(client, token, cartBody(line, { customer: { ...CUSTOMER, iban: undefined } }))
    ).body()
    const url = `/api/carts/${cart.id}/buybacks/${cart.buybacks[0].id}/documents/shipping_label`
    ;(await client.head(url).bearerToken(token)).assertStatus(404)
    const get = await client.get(url).bearerToken(token).header('Accept-Language', 'en')
    get.assertStatus(404)
    get.assertBodyContains({ code: 'shipping_label_not_expected' })
  })

  test('the label is polled at the specification path too: 425, then 200; another visitor gets 404', async ({
    client,
  }) => {
    const token = await anonymousToken(client)
    const { line } = await lineFor(client, token)
    const cart = (await submit(client, token, cartBody(line))).body()
    const url = `/api/buybacks/${cart.buybacks[0].id}/shipping-label`
    ;(await client.head(url).bearerToken(token)).assertStatus(425)
    ;(await client.head(url).bearerToken(await anonymousToken(client))).assertStatus(404)
    await runDueJobs()
    ;(await client.head(url).bearerToken(token)).assertStatus(200)
    const label = await client.get(url).bearerToken(token)
    label.assertStatus(200)
    label.assertHeader('content-type', 'application/pdf')
  })

  test('at the specification path, a buy-back brought to the store expects no label: 404', async ({
    client,
  }) => {
    const token = await anonymousToken(client)
    const { line } = await lineFor(client, token, 'drop', 'gift_card')
    const cart = (
      await submit(client, token, cartBody(line, { customer: { ...CUSTOMER, iban: undefined } }))
    ).body()
    const url = `/api/buybacks/${cart.buybacks[0].id}/shipping-label`
    ;(await client.head(url).bearerToken(token)).assertStatus(404)
    const get = await client.get(url).bearerToken(token)
    get.assertStatus(404)
    get.assertBodyContains({ code: 'shipping_label_not_expected' })
  })
})
