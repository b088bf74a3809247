import { test } from '@japa/runner'
import { anonymousToken, demoIphone } from '#tests/helpers/demo'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import Account from '#models/account'
import Category from '#models/category'
import DiagnosticAnswer from '#models/diagnostic_answer'
import OrganizationRootDetail from '#models/organization_root_detail'
import PaymentMode from '#models/payment_mode'
import Product from '#models/product'
import ShippingMethod from '#models/shipping_method'
import User from '#models/user'

const demoAccountId = async () => (await User.findByOrFail('email', 'admin@demo-retail.test')).accountId

/** The answers of the product's questions, question by question, in order. */
async function answersOf(client: ApiClient, token: string, productId: string) {
  const response = await client.get(`/api/storefront/products/${productId}/diagnostic`).bearerToken(token)
  response.assertStatus(200)
  return response.body().questions as { id: number; title: string; answers: { id: number; name: string }[] }[]
}

const imeiOf = (product: Product) => `${product.tacCodes[0]}12345678`

async function estimate(client: ApiClient, token: string, body: Record<string, unknown>, language = 'en') {
  return client.post('/api/estimates').bearerToken(token).header('Accept-Language', language).json(body)
}

/** The first answer of every question: the best condition (grade A, no impact) in the demo. */
async function bestCase(client: ApiClient) {
  const token = await anonymousToken(client)
  const product = await demoIphone()
  const questions = await answersOf(client, token, product.id)
  return {
    token,
    product,
    questions,
    body: { productId: product.id, answers: questions.map((q) => q.answers[0].id), imei: imeiOf(product) },
  }
}

test.group('Estimate / grade, price and options', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the tunnel reads the questions of the category above the product, in the visitor language', async ({
    client,
    assert,
  }) => {
    const token = await anonymousToken(client)
    const product = await demoIphone()
    const response = await client
      .get(`/api/storefront/products/${product.id}/diagnostic`)
      .bearerToken(token)
      .header('Accept-Language', 'fr')
    response.assertStatus(200)
    const body = response.body()
    assert.equal(body.product.id, product.id)
    assert.isTrue(body.product.isCollectingImei)
    const smartphones = await Category.findByOrFail('identifier', 'smartphones')
    const [{ total }] = await db
      .from('diagnostic_questions')
      .where({ category_id: smartphones.id, status: 'active' })
      .count('* as total')
    assert.lengthOf(body.questions, Number(total))
    assert.isString(body.questions[0].title)
    assert.isAtLeast(body.questions[0].answers.length, 2)
  })

  test('best answers give grade A at the grade-A price; each transport mode carries its priced payment modes', async ({
    client,
    assert,
  }) => {
    const { token, product, body } = await bestCase(client)
    const response = await estimate(client, token, body)
    response.assertStatus(200)
    const result = response.body()
    assert.equal(result.grade, 'A')
    assert.equal(result.estimate, product.buybackPriceGradeA)
    assert.deepEqual(result.impacts, [])
    assert.deepEqual(result.imei, { value: imeiOf(product), tacMatch: true })
    assert.equal(result.currency, 'EUR')
    assert.isAbove(result.transportModes.length, 0)
    for (const mode of result.transportModes) {
      assert.match(mode.circuitCode, /^web_/)
      if (mode.shippingMethodId) {
        const carrier = await ShippingMethod.findOrFail(mode.shippingMethodId)
        assert.include(carrier.deposits, mode.deposit, 'a carrier only with the deposits it serves')
      }
      assert.isNumber(mode.warehouseId)
      assert.isAbove(mode.paymentModes.length, 0)
      for (const payment of mode.paymentModes) {
        assert.equal(
          payment.total,
          Math.max(0, result.estimate + mode.shippingModifier + payment.paymentModifier + payment.bonus)
        )
      }
    }
  })

  test('the worst cap decides the grade and the impacts add up', async ({ client, assert }) => {
    const { token, product, questions, body } = await bestCase(client)
    const answerIds = [...body.answers]
    // Pick, on two questions, an answer that caps the grade at C or below with a negative impact.
    const capped = await DiagnosticAnswer.query()
      .whereIn(
        'question_id',
        questions.map((q) => q.id)
      )
      .whereIn('grade_cap', ['B', 'C'])
    const byQuestion = new Map(capped.map((answer) => [answer.questionId, answer]))
    const changed = [...byQuestion.values()].slice(0, 2)
    for (const answer of changed) {
      answerIds[questions.findIndex((q) => q.id === answer.questionId)] = answer.id
    }
    const response = await estimate(client, token, { ...body, answers: answerIds })
    response.assertStatus(200)
    const worst = changed.some((answer) => answer.gradeCap === 'C') ? 'C' : 'B'
    const price = worst === 'C' ? product.buybackPriceGradeC! : product.buybackPriceGradeB!
    const impacts = changed.reduce((sum, answer) => sum + answer.priceImpact, 0)
    assert.equal(response.body().grade, worst)
    assert.equal(response.body().estimate, Math.max(0, price + impacts))
    assert.lengthOf(response.body().impacts, changed.filter((answer) => answer.priceImpact !== 0).length)
  })

  test('modifiers are capped and the bonus needs the premium feature', async ({ client, assert }) => {
    const { token, body } = await bestCase(client)
    const accountId = await demoAccountId()
    const voucher = await PaymentMode.query().where({ account_id: accountId, type: 'voucher' }).firstOrFail()
    voucher.merge({ modifierType: 'percentage', modifierValue: 50, modifierCappedAmount: 1234 })
    voucher.merge({ bonusMode: 'percentage', bonusValue: 10, bonusCap: 700 })
    await voucher.save()

    const paymentOf = (result: any) =>
      result.transportModes
        .flatMap((mode: any) => mode.paymentModes)
        .find((payment: any) => payment.id === voucher.id)
    const withBonus = paymentOf((await estimate(client, token, body)).body())
    assert.equal(withBonus.paymentModifier, 1234)
    assert.equal(withBonus.bonus, 700)

    const details = await OrganizationRootDetail.findByOrFail('account_id', accountId)
    details.enabledPremiumFeatures = details.enabledPremiumFeatures.filter((one) => one !== 'payment_bonus')
    await details.save()
    const withoutBonus = paymentOf((await estimate(client, token, body)).body())
    assert.equal(withoutBonus.bonus, 0)
  })

  test('an IMEI whose TAC is not the product is a warning, not a refusal', async ({ client, assert }) => {
    const { token, body } = await bestCase(client)
    const response = await estimate(client, token, { ...body, imei: '9999999912345678' })
    response.assertStatus(200)
    assert.isFalse(response.body().imei.tacMatch)
    const bad = await estimate(client, token, { ...body, imei: '35-12' })
    bad.assertStatus(422)
    bad.assertBodyContains({ errors: { imei: 'The IMEI must contain digits only (no “/” or “-”).' } })
  })
})

test.group('Estimate / refusals of part 2 §8', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  const refused = async (
    client: ApiClient,
    token: string,
    body: Record<string, unknown>,
    code: string,
    message: string,
    status = 422
  ) => {
    const response = await estimate(client, token, body)
    response.assertStatus(status)
    response.assertBodyContains({ code, message })
    return response
  }

  test('product not found, also when it belongs to another client', async ({ client, assert }) => {
    const { token, body } = await bestCase(client)
    // A published product of another client, the same phone in Other Retail's catalogue: unknown here.
    const iphone = await demoIphone()
    const otherAccount = await Account.query().whereNot('id', iphone.accountId).firstOrFail()
    const other = await Product.create({
      ...iphone.serialize({ fields: { omit: ['id', 'createdAt', 'updatedAt', 'version'] } }),
      accountId: otherAccount.id,
      eanCode: null,
      status: 'published',
    })
    assert.equal((await Product.findOrFail(other.id)).status, 'published')
    for (const productId of ['00000000-0000-4000-8000-000000000000', other.id]) {
      await refused(
        client,
        token,
        { ...body, productId },
        'product_not_found',
        'This product was not found.',
        404
      )
    }
  })

  test('unpublished product, no diagnostic questions, diagnostic error, IMEI missing', async ({ client }) => {
    const { token, product, body } = await bestCase(client)
    product.status = 'draft'
    await product.save()
    await refused(
      client,
      token,
      body,
      'product_unpublished',
      'This product is no longer offered for buy-back.'
    )
    product.status = 'published'
    await product.save()

    await refused(
      client,
      token,
      { ...body, answers: body.answers.slice(1) },
      'diagnostic_error',
      'Answer each diagnostic question once, with one of its answers.'
    )
    await refused(
      client,
      token,
      { ...body, imei: undefined },
      'imei_required',
      'Enter the IMEI of the product.'
    )

    await db
      .from('diagnostic_questions')
      .whereIn('category_id', [
        product.categoryId,
        (await Category.findByOrFail('identifier', 'smartphones')).id,
      ])
      .update({ status: 'inactive' })
    await refused(
      client,
      token,
      { ...body, answers: [] },
      'no_diagnostic_questions',
      'This product has no diagnostic questions: the buy-back cannot be completed.'
    )
  })

  test('not estimable, no buy-back price, zero value with the client text', async ({ client }) => {
    const { token, product, questions, body } = await bestCase(client)
    const refusedAnswer = await DiagnosticAnswer.query()
      .whereIn(
        'question_id',
        questions.map((q) => q.id)
      )
      .where('grade_cap', 'refused')
      .firstOrFail()
    const answers = [...body.answers]
    answers[questions.findIndex((q) => q.id === refusedAnswer.questionId)] = refusedAnswer.id
    await refused(
      client,
      token,
      { ...body, answers },
      'product_not_estimable',
      'This product cannot be estimated in this condition.'
    )

    product.buybackPriceGradeA = null
    await product.save()
    await refused(
      client,
      token,
      body,
      'no_buyback_price',
      'No buy-back price is set for this product in this condition.'
    )

    product.merge({ buybackPriceGradeA: 0, buybackZeroNotAllowed: true })
    await product.save()
    const details = await OrganizationRootDetail.findByOrFail('account_id', product.accountId)
    details.buybackZeroDescription = { en: 'We recycle it for free in store.' }
    await details.save()
    const zero = await refused(client, token, body, 'zero_value', 'This product is not taken back.')
    zero.assertBodyContains({ customText: 'We recycle it for free in store.' })
  })

  test('configuration error without a buyer; buyer unreachable when its account is inactive', async ({
    client,
  }) => {
    const { token, product, body } = await bestCase(client)
    const category = await Category.findOrFail(product.categoryId)
    const buyerId = category.buyerAccountId!
    await Account.query().where('id', buyerId).update({ status: 'inactive' })
    await refused(
      client,
      token,
      body,
      'buyer_unreachable',
      'The buyer or the payment provider cannot be reached, so the transfer order cannot be generated. Try again later.',
      503
    )
    await db.from('categories').where('id', category.id).update({ buyer_account_id: null })
    await refused(
      client,
      token,
      body,
      'configuration_error',
      'Configuration error: the answers give no estimate for this product.'
    )
  })

  test('no transport mode, no payment mode for the circuit, no workshop for the category', async ({
    client,
  }) => {
    const { token, product, body } = await bestCase(client)
    await refused(
      client,
      token,
      { ...body, country: 'DE' },
      'no_transport_mode',
      'No transport mode is available for this product.'
    )

    const webCircuits = db
      .from('circuits')
      .select('id')
      .where({ account_id: product.accountId, channel: 'web' })
    await db.from('circuit_payment_modes').whereIn('circuit_id', webCircuits).delete()
    await refused(
      client,
      token,
      body,
      'no_payment_mode_for_circuit',
      'No payment mode is available for this transport mode.'
    )
  })

  test('no workshop: no dispatch rule applies and the category has no reference workshop', async ({
    client,
  }) => {
    const { token, product, body } = await bestCase(client)
    await db
      .from('warehouse_dispatch_rules')
      .where('account_id', product.accountId)
      .update({ status: 'disabled' })
    await db.from('category_warehouses').where('category_id', product.categoryId).delete()
    await refused(
      client,
      token,
      body,
      'no_warehouse_for_category',
      'No workshop takes in products of this category.'
    )
  })

  test('the estimate needs a storefront or back-office token', async ({ client }) => {
    const { body } = await bestCase(client)
    const response = await client.post('/api/estimates').json(body)
    response.assertStatus(401)
  })
})
