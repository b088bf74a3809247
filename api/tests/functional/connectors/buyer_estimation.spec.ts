import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { ApiClient } from '@japa/api-client'
import Category from '#models/category'
import OrganizationRootDetail from '#models/organization_root_detail'
import type Product from '#models/product'
import { settings } from '#config/settings'
import { anonymousToken, demoIphone } from '#tests/helpers/demo'
import { loggedDuring, loopbackServer } from '#tests/functional/connectors/loopback'
import { allowOutbound } from '#tests/helpers/outbound'

/** The buyer of the product's category names its estimation API in its settings. */
async function buyerEndpoint(product: Product, endpoint: string) {
  const category = await Category.findOrFail(product.categoryId)
  const details = await OrganizationRootDetail.firstOrNew({ accountId: category.buyerAccountId! })
  details.estimationEndpoint = endpoint
  await details.save()
}

async function bestCaseEstimate(client: ApiClient) {
  const token = await anonymousToken(client)
  const product = await demoIphone()
  const diagnostic = await client.get(`/api/storefront/products/${product.id}/diagnostic`).bearerToken(token)
  const answers = diagnostic.body().questions.map((q: { answers: { id: number }[] }) => q.answers[0].id)
  const body = { productId: product.id, answers, imei: `${product.tacCodes[0]}12345678` }
  return {
    product,
    answers,
    send: () => client.post('/api/estimates').bearerToken(token).header('Accept-Language', 'en').json(body),
  }
}

const UNREACHABLE = {
  code: 'buyer_unreachable',
  message:
    'The buyer or the payment provider cannot be reached, so the transfer order cannot be generated. Try again later.',
}

test.group('Buyer estimation API', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("the estimate takes the buyer's price when its estimation API answers", async ({ client, assert }) => {
    const buyer = await loopbackServer((_request, _body, response) => {
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify({ price: 12345 }))
    })
    try {
      const { product, answers, send } = await bestCaseEstimate(client)
      await buyerEndpoint(product, `${buyer.url}/estimate`)
      const response = await send()
      response.assertStatus(200)
      assert.equal(response.body().estimate, 12345)
      assert.equal(response.body().grade, 'A')
      const [asked] = buyer.received
      assert.equal(asked.method, 'POST')
      assert.equal(asked.url, '/estimate')
      const sent = JSON.parse(asked.body)
      assert.equal(sent.product.id, product.id)
      assert.equal(sent.grade, 'A')
      assert.equal(sent.estimate, product.buybackPriceGradeA)
      assert.deepEqual(
        sent.answers.map((answer: { answerId: number }) => answer.answerId),
        answers
      )
    } finally {
      await buyer.close()
    }
  })

  test('a buyer that does not answer in time refuses the estimate', async ({ client }) => {
    const buyer = await loopbackServer((_request, _body, response) => {
      setTimeout(() => response.end('{"price": 1}'), 1500)
    })
    const timeout = settings.connectors.buyerEstimationTimeoutMs
    ;(settings.connectors as { buyerEstimationTimeoutMs: number }).buyerEstimationTimeoutMs = 300
    try {
      const { product, send } = await bestCaseEstimate(client)
      await buyerEndpoint(product, buyer.url)
      const response = await send()
      response.assertStatus(503)
      response.assertBody(UNREACHABLE)
    } finally {
      ;(settings.connectors as { buyerEstimationTimeoutMs: number }).buyerEstimationTimeoutMs = timeout
      await buyer.close()
    }
  })

  test('a buyer that answers no JSON price, or an error, refuses the estimate; the log names only its host', async ({
    client,
    assert,
  }) => {
    const answers = ['<html>oops</html>', '{"price": -5}', '{"amount": 100}']
    const buyer = await loopbackServer((_request, _body, response) => {
      response.end(answers.shift() ?? '{"price": 100}')
    })
    try {
      const { product, send } = await bestCaseEstimate(client)
      await buyerEndpoint(product, `${buyer.url}/estimate?key=buyer-secret-key`)
      const log = await loggedDuring(async () => {
        for (let attempt = 0; attempt < 3; attempt++) {
          const response = await send()
          response.assertStatus(503)
          response.assertBody(UNREACHABLE)
        }
      })
      assert.include(log, 'buyer estimation API unavailable')
      assert.notInclude(log, 'buyer-secret-key')
      ;(await send()).assertStatus(200)
    } finally {
      await buyer.close()
    }
  })

  test('an http endpoint other than loopback is never called', async ({ client }) => {
    const { product, send } = await bestCaseEstimate(client)
    await buyerEndpoint(product, 'http://prices.example.test/estimate')
    const response = await send()
    response.assertStatus(503)
    response.assertBodyContains({ code: 'buyer_unreachable' })
  })

  test('an endpoint on loopback, a private or a metadata address, or a name resolving to one, is refused with invalid_address and never called', async ({
    client,
    assert,
    cleanup,
  }) => {
    const buyer = await loopbackServer((_request, _body, response) => response.end('{"price": 1}'))
    const port = new URL(buyer.url).port
    cleanup(allowOutbound(''))
    try {
      const { product, send } = await bestCaseEstimate(client)
      const endpoints = [
        `http://127.0.0.1:${port}/estimate`,
        'https://10.0.0.1/estimate',
        'https://169.254.169.254/latest/meta-data/',
        `http://[::1]:${port}/estimate`,
        `https://[::ffff:127.0.0.1]:${port}/estimate`,
        `http://localhost:${port}/estimate`,
      ]
      for (const endpoint of endpoints) {
        await buyerEndpoint(product, endpoint)
        const response = await send()
        assert.equal(response.status(), 422, endpoint)
        response.assertBody({
          code: 'invalid_address',
          message:
            "This address cannot be called: it is (or resolves to) a local, private or reserved network address. Use the service's public address.",
        })
      }
      assert.deepEqual(buyer.received, [])

      // The same loopback buyer, once its address is allowed (OUTBOUND_ALLOWED_HOSTS), prices the estimate.
      allowOutbound('127.0.0.1')
      await buyerEndpoint(product, `${buyer.url}/estimate`)
      const allowed = await send()
      allowed.assertStatus(200)
      assert.equal(allowed.body().estimate, 1)
    } finally {
      await buyer.close()
    }
  })
})
