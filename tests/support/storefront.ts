import { expect, type APIRequestContext } from '@playwright/test'

export interface Customer {
  firstname: string
  lastname: string
  email: string
  street: string
  zipCode: string
  city: string
}

/**
 * A cart checked out by post and bank transfer through the storefront API, as the tunnel makes it: a
 * visitor's token, an iPhone 13 answered with each question's first answer, and the product's own TAC.
 */
export async function storefrontCheckout(request: APIRequestContext, key: string, customer: Customer) {
  const visitor = await (await request.post('/api/auth/anonymous')).json()
  const headers = { Authorization: `Bearer ${visitor.token}` }
  const { items } = await (
    await request.get('/api/storefront/products?keyword=iphone%2013', { headers })
  ).json()
  const diagnostic = await (
    await request.get(`/api/storefront/products/${items[0].id}/diagnostic`, { headers })
  ).json()
  const answers = diagnostic.questions.map(
    (question: { answers: { id: number }[] }) => question.answers[0]!.id
  )
  const imei = `${diagnostic.product.tacCodes[0]}12345678`
  const estimate = await (
    await request.post('/api/estimates', { headers, data: { productId: items[0].id, answers, imei } })
  ).json()
  const transport = estimate.transportModes.find((mode: { deposit: string }) => mode.deposit === 'post')
  const payment = transport.paymentModes.find((mode: { type: string }) => mode.type === 'bank_transfer')
  const cart = await request.post('/api/carts', {
    headers,
    data: {
      idempotencyKey: `${key}-${Date.now()}`,
      termsAccepted: true,
      buybacks: [
        { productId: items[0].id, answers, imei, transportModeId: transport.id, paymentModeId: payment.id },
      ],
      customer: {
        ...customer,
        phone: '0612345678',
        country: 'FR',
        iban: 'FR7630006000011234567890189',
      },
    },
  })
  expect(cart.status()).toBe(201)
  return { visitor, cart: await cart.json(), total: payment.total as number }
}
