import { randomUUID } from 'node:crypto'
import type { ApiClient } from '@japa/api-client'
import Category from '#models/category'
import Product from '#models/product'

/** The storefront tunnel as a visitor goes through it: product, answers, estimate, then the cart. */

export const IBAN = 'FR7630006000011234567890189'

export const CUSTOMER = {
  firstname: 'Lucie',
  lastname: 'Martin',
  email: 'lucie.martin@example.com',
  phone: '06 12 34 56 78',
  street: '12 rue des Lilas',
  zipCode: '75011',
  city: 'Paris',
  country: 'FR',
  iban: IBAN,
}

/** A published iPhone (IMEI collected), its best answers and the estimate the tunnel showed. */
export async function tunnel(client: ApiClient, token: string, offset = 0) {
  const category = await Category.findByOrFail('identifier', 'apple-iphone')
  const product = await Product.query()
    .where('category_id', category.id)
    .where('status', 'published')
    .where('is_collecting_imei', true)
    .orderBy('label')
    .offset(offset)
    .firstOrFail()
  const diagnostic = await client.get(`/api/storefront/products/${product.id}/diagnostic`).bearerToken(token)
  const answers = diagnostic.body().questions.map((q: { answers: { id: number }[] }) => q.answers[0].id)
  const imei = `${product.tacCodes[0]}12345678`
  const estimate = (
    await client.post('/api/estimates').bearerToken(token).json({ productId: product.id, answers, imei })
  ).body()
  return { product, answers, imei, estimate }
}

type Estimate = Awaited<ReturnType<typeof tunnel>>['estimate']

export const modeOf = (estimate: Estimate, deposit: string, paymentType: string) => {
  const transport = estimate.transportModes.find((mode: { deposit: string }) => mode.deposit === deposit)
  const payment = transport.paymentModes.find((mode: { type: string }) => mode.type === paymentType)
  return { transport, payment }
}

export async function lineFor(
  client: ApiClient,
  token: string,
  deposit = 'post',
  paymentType = 'bank_transfer'
) {
  const { product, answers, imei, estimate } = await tunnel(client, token)
  const { transport, payment } = modeOf(estimate, deposit, paymentType)
  return {
    estimate,
    transport,
    payment,
    line: {
      productId: product.id,
      answers,
      imei,
      transportModeId: transport.id,
      paymentModeId: payment.id,
    },
  }
}

export const submit = (client: ApiClient, token: string, body: Record<string, unknown>, language = 'en') =>
  client.post('/api/carts').bearerToken(token).header('Accept-Language', language).json(body)

export const cartBody = (line: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  idempotencyKey: randomUUID(),
  termsAccepted: true,
  buybacks: [line],
  customer: CUSTOMER,
  ...extra,
})

/** A customer at a store's counter (the store wizard), and the identity document a counter buy-back asks. */
export const COUNTER_CUSTOMER = {
  firstname: 'Léa',
  lastname: 'Comptoir',
  email: 'lea.comptoir@example.com',
  phone: '0612345678',
  street: '12 rue de Rivoli',
  zipCode: '75004',
  city: 'Paris',
  country: 'FR',
}
export const COUNTER_IDENTITY = {
  type: 'identity_card',
  number: 'X4RTBPFW4',
  authority: 'Préfecture de Paris',
  deliveryDate: '2020-05-04',
}
