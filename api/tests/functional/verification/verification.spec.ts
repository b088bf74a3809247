import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import Organization from '#models/organization'
import User from '#models/user'
import { runDueJobs } from '#services/jobs/queue'
import { tokenOf } from '#tests/helpers/demo'
import { imeiProblem } from '#domain/identifiers'
import { GRADE_ORDER, IMEI, type Question, declared, historyOf, submit } from '#tests/helpers/verification'

const OPERATOR = 'operator@demo-retail.test'
const LILLE = 'DR-WH-LIL'
const LYON = 'DR-WH-LYS'

/** A 1×1 PNG: the smallest image the photo upload takes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64'
)

const workshop = (externalId: string) => Organization.findByOrFail('external_id', externalId)

/** A demo item of a workshop in one status, with its buy-back. */
async function itemAt(externalId: string, status: string, skip = 0) {
  const row = await db
    .from('items')
    .join('buybacks', 'buybacks.id', 'items.buyback_id')
    .where('items.destination_warehouse_id', (await workshop(externalId)).id)
    .where('items.status', status)
    .orderBy('items.id')
    .offset(skip)
    .select(
      'items.*',
      'buybacks.identification_number as buyback_number',
      'buybacks.declared_price',
      'buybacks.declaration',
      'buybacks.account_id'
    )
    .first()
  if (!row) throw new Error(`no demo item ${status} at ${externalId}`)
  return row
}

/** An item of Lille checked in through the API, awaiting its tests. */
async function checkedIn(client: ApiClient, token: string, skip = 0) {
  const row = await itemAt(LILLE, 'item_in_transit', skip)
  const response = await client
    .post('/api/warehouse/checkins')
    .bearerToken(token)
    .json({ code: row.identification_number })
  response.assertStatus(201)
  return { ...row, ...(await db.from('items').where('id', row.id).firstOrFail()) }
}

/**
 * An item checked in, with the jobs its check-in queued already run (a payment the demo's buy-back pays at
 * reception, on some days), so that what a test counts afterwards is its own.
 */
async function checkedInQuietly(client: ApiClient, token: string) {
  mail.fake()
  const item = await checkedIn(client, token)
  await runDueJobs()
  mail.restore()
  return item
}

/** For each question, its answer of the worst grade: the controlled grade falls. */
function worstAnswers(questions: Question[]) {
  const order = GRADE_ORDER
  return questions.map(
    (question) =>
      [...question.answers]
        .filter((answer) => answer.gradeCap !== 'refused')
        .sort(
          (a, b) => order.indexOf(b.gradeCap) - order.indexOf(a.gradeCap) || a.priceImpact - b.priceImpact
        )[0]!.id
  )
}

test.group('Verification', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.teardown(() => mail.restore())

  test('as declared: bb_completed, the validated price on the buy-back and its payment, payment initiated', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, OPERATOR)
    const operator = await User.findByOrFail('email', OPERATOR)
    const item = await checkedIn(client, token)
    const { form, product, answers } = await declared(client, token, item)
    assert.equal(form.item.status, 'item_awaiting_compliancy_tests')
    assert.isAbove(product.questions.length, 0)

    const preview = await client
      .post(`/api/items/${item.id}/verification/preview`)
      .bearerToken(token)
      .json({ productId: form.declaredProduct.id, answers })
    preview.assertStatus(200)
    assert.equal(preview.body().outcome, 'completed')
    assert.equal(preview.body().price, form.buyback.declaredPrice)

    const response = await submit(client, token, item.id, {
      version: form.item.version,
      productId: form.declaredProduct.id,
      answers,
      serialNumber: 'SN-12345',
      comment: 'Conforme',
    })
    response.assertStatus(201)
    response.assertBodyContains({ outcome: 'completed', buyback: { status: 'bb_completed' } })
    const buyback = await db.from('buybacks').where('id', form.buyback.id).firstOrFail()
    assert.equal(buyback.status, 'bb_completed')
    assert.equal(buyback.validated_price, form.buyback.declaredPrice)
    assert.equal(buyback.serial_number, 'SN-12345')
    const stored = await db.from('items').where('id', item.id).firstOrFail()
    assert.equal(stored.status, 'item_completed')
    const stock = await db.from('stocks').where('id', stored.stock_id).firstOrFail()
    assert.equal(stock.native_kind, 'to_refurbish')
    const payment = await db.from('payments').where('buyback_id', buyback.id).firstOrFail()
    assert.equal(payment.status, 'payment_initiated')
    assert.equal(
      payment.amount,
      Math.max(
        0,
        buyback.validated_price + buyback.payment_modifier + buyback.shipping_modifier + buyback.bonus
      )
    )
    const history = await historyOf(buyback.id, ['verified_as_declared', 'payment_initiated'])
    assert.deepEqual(
      history.map((row) => [row.subject_type, row.event, row.from_status, row.to_status]),
      [
        ['buyback', 'verified_as_declared', 'bb_in_processing', 'bb_completed'],
        ['item', 'verified_as_declared', 'item_awaiting_compliancy_tests', 'item_completed'],
        ['payment', 'payment_initiated', 'payment_created', 'payment_initiated'],
      ]
    )
    assert.equal(history[0]!.user_id, operator.id)
    assert.equal(history[0]!.comment, 'Conforme')
    const verification = await db.from('item_verifications').where('item_id', item.id).firstOrFail()
    assert.equal(verification.outcome, 'completed')
    assert.equal(verification.user_id, operator.id)

    // Verified once: the item is no longer verifiable.
    const again = await submit(client, token, item.id, {
      version: stored.version,
      productId: form.declaredProduct.id,
      answers,
    })
    again.assertStatus(409)
    again.assertBodyContains({ code: 'verification_status_not_eligible' })
  })

  test('controlled higher: bb_completed_by_price, the declared price is paid', async ({ client, assert }) => {
    const token = await tokenOf(client, OPERATOR)
    const item = await checkedIn(client, token)
    const { form, answers } = await declared(client, token, item)
    await db.from('buybacks').where('id', form.buyback.id).update({ declared_price: 100 })
    const response = await submit(client, token, item.id, {
      version: form.item.version,
      productId: form.declaredProduct.id,
      answers,
    })
    response.assertStatus(201)
    response.assertBodyContains({
      outcome: 'completed_by_price',
      buyback: { status: 'bb_completed_by_price', validatedPrice: 100 },
    })
    const buyback = await db.from('buybacks').where('id', form.buyback.id).firstOrFail()
    assert.equal(buyback.validated_price, 100)
    assert.isAbove(buyback.controlled_price, 100)
    assert.equal((await db.from('items').where('id', item.id).first()).status, 'item_completed_by_price')
  })

  test('controlled lower within the absorption: bb_completed_with_absorption, the difference recorded', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, OPERATOR)
    const item = await checkedIn(client, token)
    const { form, product } = await declared(client, token, item)
    const worse = worstAnswers(product.questions)
    const preview = await client
      .post(`/api/items/${item.id}/verification/preview`)
      .bearerToken(token)
      .json({ productId: form.declaredProduct.id, answers: worse })
    const controlled = preview.body().controlled.price as number
    assert.isBelow(controlled, form.buyback.declaredPrice)
    assert.equal(preview.body().outcome, 'litigation')

    const difference = form.buyback.declaredPrice - controlled
    const buyback = await db.from('buybacks').where('id', form.buyback.id).firstOrFail()
    await db
      .from('categories')
      .where('id', buyback.category_id)
      .update({ absorption_type: 'value', absorption_value: difference })
    const details = await db
      .from('organization_root_details')
      .where('account_id', buyback.account_id)
      .firstOrFail()
    const features = JSON.parse(details.enabled_premium_features ?? '[]') as string[]
    await db
      .from('organization_root_details')
      .where('id', details.id)
      .update({ enabled_premium_features: JSON.stringify([...features, 'absorption']) })

    const response = await submit(client, token, item.id, {
      version: form.item.version,
      productId: form.declaredProduct.id,
      answers: worse,
    })
    response.assertStatus(201)
    response.assertBodyContains({
      outcome: 'completed_with_absorption',
      buyback: {
        status: 'bb_completed_with_absorption',
        validatedPrice: form.buyback.declaredPrice,
        absorbedPrice: difference,
      },
    })
    const stored = await db.from('buybacks').where('id', buyback.id).firstOrFail()
    assert.equal(stored.absorbed_price, difference)
    assert.equal(stored.controlled_price, controlled)
    assert.equal(stored.validated_price, form.buyback.declaredPrice)
  })

  test('controlled lower without absorption: a proposal e-mailed with the photo and the shared comment', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, OPERATOR)
    const item = await checkedInQuietly(client, token)
    const { messages } = mail.fake()
    const { form, product } = await declared(client, token, item)
    await db
      .from('organization_root_details')
      .where('account_id', item.account_id)
      .update({ is_warehouse_comment_shared_to_client: true })
    const photo = await client
      .post(`/api/items/${item.id}/photos`)
      .bearerToken(token)
      .file('photo', PNG, { filename: 'rayure.png', contentType: 'image/png' })
    photo.assertStatus(201)
    const photoId = photo.body().id as number

    const response = await submit(client, token, item.id, {
      version: form.item.version,
      productId: form.declaredProduct.id,
      answers: worstAnswers(product.questions),
      photoIds: [photoId],
      comment: 'Écran rayé',
    })
    response.assertStatus(201)
    response.assertBodyContains({ outcome: 'litigation', buyback: { status: 'bb_in_processing' } })
    const proposed = response.body().buyback.proposedPrice as number
    const buyback = await db.from('buybacks').where('id', form.buyback.id).firstOrFail()
    assert.equal(buyback.controlled_price, proposed)
    assert.isNull(buyback.validated_price)
    assert.equal(
      (await db.from('items').where('id', item.id).first()).status,
      'item_awaiting_compliancy_tests'
    )
    assert.lengthOf(await historyOf(buyback.id, ['proposal_sent']), 2)
    assert.equal(
      (await db.from('item_photos').where('id', photoId).first()).verification_id,
      response.body().verificationId
    )

    // While the customer has not answered, the item is not verified again.
    const pending = await client
      .get(`/api/verifications/lookup/${item.identification_number}`)
      .bearerToken(token)
      .header('Accept-Language', 'en')
    pending.assertStatus(409)
    pending.assertBodyContains({ code: 'verification_proposal_pending' })
    const again = await submit(client, token, item.id, {
      version: (await db.from('items').where('id', item.id).firstOrFail()).version,
      productId: form.declaredProduct.id,
      answers: worstAnswers(product.questions),
    })
    again.assertStatus(409)
    again.assertBodyContains({ code: 'verification_proposal_pending' })

    assert.equal(await runDueJobs(), 1)
    messages.assertSentCount(1)
    const sent = messages.sent()[0]!.toJSON().message as unknown as {
      html: string
      attachments: { cid: string }[]
    }
    assert.include(sent.html, 'Écran rayé')
    assert.include(sent.html, `cid:photo-${photoId}@reprise`)
    assert.equal(sent.attachments[0]!.cid, `photo-${photoId}@reprise`)

    // A recorded photo stays; the photo is served to the item's scope only.
    ;(await client.delete(`/api/items/${item.id}/photos/${photoId}`).bearerToken(token)).assertStatus(409)
    const image = await client.get(`/api/items/${item.id}/photos/${photoId}`).bearerToken(token)
    image.assertStatus(200)
    assert.equal(image.header('content-type'), 'image/png')
  })

  test('quarantine from verification: the item held, in the quarantine stock, the mail with the reason', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, OPERATOR)
    const item = await checkedInQuietly(client, token)
    const { messages } = mail.fake()
    const { form } = await declared(client, token, item)
    const response = await submit(client, token, item.id, {
      version: form.item.version,
      productId: form.declaredProduct.id,
      imei: '490154203237518',
      quarantine: { reason: 'imei_blocked' },
    })
    response.assertStatus(201)
    response.assertBodyContains({
      outcome: 'quarantine',
      item: { status: 'item_in_quarantine' },
      buyback: { status: 'bb_in_processing' },
    })
    const stored = await db.from('items').where('id', item.id).firstOrFail()
    assert.equal(
      (await db.from('stocks').where('id', stored.stock_id).firstOrFail()).native_kind,
      'in_quarantine'
    )
    assert.equal((await db.from('buybacks').where('id', form.buyback.id).first()).imei, '490154203237518')
    const manager = await tokenOf(client, 'wh.manager@demo-retail.test')
    const quarantine = await client.get('/api/quarantine').bearerToken(manager)
    quarantine.assertStatus(200)
    const listed = (quarantine.body() as { id: number; reason: string | null }[]).find(
      (row) => row.id === item.id
    )
    assert.equal(listed?.reason, 'IMEI bloqué')
    assert.equal(await runDueJobs(), 1)
    const sent = messages.sent()[0]!.toJSON().message as unknown as { html: string }
    assert.include(sent.html, 'IMEI bloqué')
  })

  test('refusals: unknown code, status not eligible, another workshop, another retailer, field errors', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, OPERATOR)
    const unknown = await client
      .get('/api/verifications/lookup/9999999999999')
      .bearerToken(token)
      .header('Accept-Language', 'en')
    unknown.assertStatus(404)
    unknown.assertBody({
      code: 'verification_code_unknown',
      message: 'Code not recognised or not assigned to the workshop.',
    })
    const head = await client
      .head('/api/buybacks/by-identification-number/9999999999999/is-verifiable')
      .bearerToken(token)
    head.assertStatus(404)
    assert.equal(head.header('x-reason'), 'verification_code_unknown')

    const inTransit = await itemAt(LILLE, 'item_in_transit')
    const notEligible = await client
      .get(`/api/verifications/lookup/${inTransit.buyback_number}`)
      .bearerToken(token)
    notEligible.assertStatus(409)
    notEligible.assertBodyContains({ code: 'verification_status_not_eligible' })
    const headNotEligible = await client
      .head(`/api/buybacks/by-identification-number/${inTransit.buyback_number}/is-verifiable`)
      .bearerToken(token)
    headNotEligible.assertStatus(409)
    assert.equal(headNotEligible.header('x-reason'), 'verification_status_not_eligible')

    const item = await checkedIn(client, token)
    const head204 = await client
      .head(`/api/buybacks/by-identification-number/${item.buyback_number}/is-verifiable`)
      .bearerToken(token)
    head204.assertStatus(204)
    const found = await client
      .get(`/api/verifications/lookup/${item.identification_number}`)
      .bearerToken(token)
    found.assertStatus(200)
    found.assertBodyContains({ itemId: item.id, buybackIdentificationNumber: item.buyback_number })

    // Another workshop's item: unknown here, whatever its status.
    const lyon = await itemAt(LYON, 'item_in_transit')
    ;(await client.get(`/api/verifications/lookup/${lyon.buyback_number}`).bearerToken(token)).assertStatus(
      404
    )
    ;(await client.get(`/api/items/${lyon.id}/verification`).bearerToken(token)).assertStatus(404)
    ;(
      await submit(client, token, lyon.id, {
        version: 1,
        productId: '00000000-0000-4000-8000-000000000000',
        answers: [],
      })
    ).assertStatus(404)

    // Another retailer's.
    const other = await db.from('accounts').where('common_name', 'Other Retail').firstOrFail()
    await db.from('buybacks').where('id', item.buyback_id).update({ account_id: other.id })
    const theirs = await Organization.create({
      accountId: other.id,
      type: 'warehouse',
      moduleType: 'rps',
      commonName: 'Atelier Bordeaux',
      status: 'active',
      country: 'FR',
      path: '/',
    })
    await db.from('items').where('id', item.id).update({ destination_warehouse_id: theirs.id })
    ;(await client.get(`/api/verifications/lookup/${item.buyback_number}`).bearerToken(token)).assertStatus(
      404
    )
    ;(await client.get(`/api/items/${item.id}/verification`).bearerToken(token)).assertStatus(404)

    // A store seller has no verification.
    const seller = await tokenOf(client, 'seller@demo-retail.test')
    ;(await client.get(`/api/verifications/lookup/${item.buyback_number}`).bearerToken(seller)).assertStatus(
      403
    )
  })

  test('field rules: IMEI of part 2 §5, the mandatory comment, one answer per question, photo type', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, OPERATOR)
    const item = await checkedIn(client, token)
    const { form, answers } = await declared(client, token, item)
    const base = { version: form.item.version, productId: form.declaredProduct.id, answers }

    const shortImei = await submit(client, token, item.id, { ...base, imei: '12345' })
    shortImei.assertStatus(422)
    assert.property(shortImei.body().errors, 'imei')

    await db
      .from('organization_root_details')
      .where('account_id', item.account_id)
      .update({ is_warehouse_comment_mandatory: true })
    const noComment = await submit(client, token, item.id, base)
    noComment.assertStatus(422)
    assert.deepEqual(noComment.body().errors, { comment: 'The warehouse comment is required.' })

    const missing = await submit(client, token, item.id, { ...base, answers: answers.slice(1), comment: 'x' })
    missing.assertStatus(422)
    missing.assertBodyContains({ code: 'diagnostic_error' })

    const notImage = await client
      .post(`/api/items/${item.id}/photos`)
      .bearerToken(token)
      .header('Accept-Language', 'en')
      .file('photo', Buffer.from('%PDF-1.4 not an image'), { filename: 'x.png' })
    notImage.assertStatus(422)
    assert.property(notImage.body().errors, 'photo')

    // Nothing was written by the refusals.
    assert.equal(
      (await db.from('items').where('id', item.id).first()).status,
      'item_awaiting_compliancy_tests'
    )
    assert.lengthOf(await db.from('item_verifications').where('item_id', item.id), 0)
  })

  test('the operator picks the product that really arrived: its price and questions apply', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, OPERATOR)
    const item = await checkedIn(client, token)
    const { form } = await declared(client, token, item)
    const candidates = await client
      .get(`/api/items/${item.id}/verification/products`)
      .bearerToken(token)
      .qs({ q: '' })
    candidates.assertStatus(200)
    const other = (candidates.body() as { id: string }[]).find((one) => one.id !== form.declaredProduct.id)!
    const product = await client
      .get(`/api/items/${item.id}/verification/product`)
      .bearerToken(token)
      .qs({ productId: other.id })
    product.assertStatus(200)
    const firstAnswers = (product.body().questions as { answers: { id: number }[] }[]).map(
      (q) => q.answers[0]!.id
    )
    const response = await submit(client, token, item.id, {
      version: form.item.version,
      productId: other.id,
      answers: firstAnswers,
    })
    response.assertStatus(201)
    const stored = await db.from('items').where('id', item.id).firstOrFail()
    assert.equal(stored.product_id, other.id)
    const verification = await db.from('item_verifications').where('item_id', item.id).firstOrFail()
    assert.equal(verification.product_id, other.id)
  })
})

test.group('Verification / demo data', () => {
  test('the demo IMEIs pass the checks of part 2 §5 and the demo buy-backs carry their declaration', async ({
    assert,
  }) => {
    const rows = await db.from('buybacks').whereNotNull('imei').select('imei', 'declaration')
    assert.isAbove(rows.length, 10)
    assert.deepEqual(rows.map((row) => imeiProblem(row.imei)).filter(Boolean), [])
    const withDeclaration = await db.from('buybacks').whereNotNull('declaration').count('* as total')
    assert.isAbove(Number(withDeclaration[0].total), 10)
  })
})

test.group('Verification / web file check', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a web buy-back not checked in is received and verified at once; refusals of the web file', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, OPERATOR)
    const web = await db
      .from('items')
      .join('buybacks', 'buybacks.id', 'items.buyback_id')
      .where('items.destination_warehouse_id', (await workshop(LILLE)).id)
      .where('buybacks.channel', 'web')
      .whereIn('items.status', ['item_in_transit', 'item_awaiting_store_drop', 'item_awaiting_inventory'])
      .select(
        'items.id',
        'items.identification_number',
        'buybacks.identification_number as buyback_number',
        'buybacks.id as buyback_id'
      )
      .firstOrFail()
    await db.from('buybacks').where('id', web.buyback_id).update({ created_at: '2020-01-01 10:00:00' })
    const found = await client.get(`/api/warehouse/web-files/${web.buyback_number}`).bearerToken(token)
    found.assertStatus(200)
    found.assertBodyContains({ itemId: web.id, priceMayBeCorrected: true })

    const { form, answers } = await declared(client, token, web)
    const response = await client
      .post(`/api/warehouse/web-files/${web.id}`)
      .bearerToken(token)
      .json({ version: form.item.version, productId: form.declaredProduct.id, answers, imei: IMEI })
    response.assertStatus(201)
    response.assertBodyContains({ outcome: 'completed', buyback: { status: 'bb_completed' } })
    const events = (
      await historyOf(web.buyback_id, ['web_file_received', 'ready_for_tests', 'verified_as_declared'])
    ).map((row) => `${row.subject_type}:${row.event}`)
    assert.deepEqual(events, [
      'buyback:web_file_received',
      'item:web_file_received',
      'item:ready_for_tests',
      'buyback:verified_as_declared',
      'item:verified_as_declared',
    ])

    const again = await client
      .get(`/api/warehouse/web-files/${web.buyback_number}`)
      .bearerToken(token)
      .header('Accept-Language', 'en')
    again.assertStatus(409)
    again.assertBodyContains({ code: 'webfile_status_invalid' })
    const unknown = await client.get('/api/warehouse/web-files/1111111111111').bearerToken(token)
    unknown.assertStatus(404)
    unknown.assertBodyContains({ code: 'webfile_not_found' })
    const store = await db
      .from('items')
      .join('buybacks', 'buybacks.id', 'items.buyback_id')
      .where('items.destination_warehouse_id', (await workshop(LILLE)).id)
      .where('buybacks.channel', 'store')
      .whereNull('buybacks.predeclared_price')
      .select('buybacks.identification_number as buyback_number')
      .firstOrFail()
    const notEligible = await client
      .get(`/api/warehouse/web-files/${store.buyback_number}`)
      .bearerToken(token)
    notEligible.assertStatus(409)
    notEligible.assertBodyContains({ code: 'webfile_not_eligible' })
  })
})

/**
 * Twenty operators submit one item's verification at once, outside the global transaction so that on MySQL
 * each request holds its own connection: one verification is written, nineteen are refused with 409.
 */
test.group('Verification / at once', () => {
  test('20 parallel submissions of one item: 1 verification, 19 × 409', async ({
    client,
    assert,
    cleanup,
  }) => {
    const token = await tokenOf(client, OPERATOR)
    const row = await itemAt(LILLE, 'item_in_transit', 3)
    const before = {
      item: await db.from('items').where('id', row.id).firstOrFail(),
      buyback: await db.from('buybacks').where('id', row.buyback_id).firstOrFail(),
      payment: await db.from('payments').where('buyback_id', row.buyback_id).first(),
    }
    const lastHistory = (await db.from('status_history').max('id as id').first()).id
    cleanup(async () => {
      await db.from('item_verifications').where('item_id', row.id).delete()
      await db
        .from('status_history')
        .where('id', '>', lastHistory)
        .where('buyback_id', row.buyback_id)
        .delete()
      const withoutId = ({ id, ...rest }: Record<string, unknown>) => (id ? rest : rest)
      await db.from('items').where('id', row.id).update(withoutId(before.item))
      await db.from('buybacks').where('id', row.buyback_id).update(withoutId(before.buyback))
      if (before.payment) {
        await db.from('payments').where('id', before.payment.id).update(withoutId(before.payment))
      }
    })
    ;(
      await client
        .post('/api/warehouse/checkins')
        .bearerToken(token)
        .json({ code: row.identification_number })
    ).assertStatus(201)
    const { form, answers } = await declared(client, token, row)

    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        submit(client, token, row.id, {
          version: form.item.version,
          productId: form.declaredProduct.id,
          answers,
        })
      )
    )
    const statuses = responses.map((response) => response.status())
    assert.equal(statuses.filter((status) => status === 201).length, 1, statuses.join(','))
    assert.equal(statuses.filter((status) => status === 409).length, 19, statuses.join(','))
    for (const refused of responses.filter((response) => response.status() === 409)) {
      assert.include(
        ['verification_already_done', 'verification_status_not_eligible', 'conflict'],
        refused.body().code
      )
    }
    assert.lengthOf(await db.from('item_verifications').where('item_id', row.id), 1)
    assert.lengthOf(await historyOf(row.buyback_id, ['verified_as_declared']), 2)
  })
})
