import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Product from '#models/product'
import { adminToken, categoryNamed, questionsOf } from './fixtures.js'

async function setUp() {
  const { category, questions } = await questionsOf('smartphones')
  const iphones = await categoryNamed('apple-iphone')
  const product = await Product.query()
    .select('id', 'buyback_price_grade_a')
    .where('category_id', iphones.id)
    .where('status', 'published')
    .orderBy('label')
    .firstOrFail()
  return { category, questions, product }
}

test.group('Diagnostic questions / estimate preview', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the best answers give the grade A price of a product of a subcategory', async ({ client }) => {
    const { category, questions, product } = await setUp()
    const answers = questions.map((question) => question.answers.find((answer) => answer.gradeCap === 'A')!)
    const impacts = answers.reduce((sum, answer) => sum + answer.priceImpact, 0)
    const response = await client
      .post(`/api/categories/${category.id}/estimate-preview`)
      .bearerToken(await adminToken(client))
      .json({ productId: product.id, answers: answers.map((answer) => answer.id) })
    response.assertStatus(200)
    response.assertBody({
      grade: 'A',
      estimate: Math.max(0, product.buybackPriceGradeA! + impacts),
      impacts,
      zeroValue: false,
      gradePrice: product.buybackPriceGradeA,
    })
  })

  test('the worst cap sets the grade and the impacts add up', async ({ client, assert }) => {
    const { category, questions, product } = await setUp()
    const ranks = ['A', 'B', 'C', 'D', 'E', 'functional']
    const answers = questions.map(
      (question) =>
        [...question.answers]
          .filter((answer) => answer.gradeCap !== 'refused')
          .sort((a, b) => ranks.indexOf(b.gradeCap) - ranks.indexOf(a.gradeCap))[0]
    )
    const worst = ranks[Math.max(...answers.map((answer) => ranks.indexOf(answer.gradeCap)))]
    const response = await client
      .post(`/api/categories/${category.id}/estimate-preview`)
      .bearerToken(await adminToken(client))
      .json({ productId: product.id, answers: answers.map((answer) => answer.id) })
    response.assertStatus(200)
    assert.equal(response.body().grade, worst)
  })

  test('a refused answer gives the refusal of the pricing module', async ({ client }) => {
    const { category, questions, product } = await setUp()
    const answers = questions.map(
      (question) =>
        question.answers.find((answer) => answer.gradeCap === 'refused') ??
        question.answers.find((answer) => answer.gradeCap === 'A')!
    )
    const response = await client
      .post(`/api/categories/${category.id}/estimate-preview`)
      .bearerToken(await adminToken(client))
      .json({ productId: product.id, answers: answers.map((answer) => answer.id) })
    response.assertStatus(422)
    response.assertBody({
      code: 'product_not_estimable',
      message: 'Ce produit ne peut pas être estimé dans cet état.',
    })
  })

  test('one answer is needed for each question', async ({ client }) => {
    const { category, questions, product } = await setUp()
    const response = await client
      .post(`/api/categories/${category.id}/estimate-preview`)
      .bearerToken(await adminToken(client))
      .json({ productId: product.id, answers: [questions[0].answers[0].id] })
    response.assertStatus(422)
    response.assertBody({
      code: 'estimate_answers_incomplete',
      message: 'Choisissez une réponse, et une seule, pour chaque question de la catégorie.',
    })
  })

  test('a product outside the category is not found', async ({ client }) => {
    const { category, questions } = await setUp()
    const other = await Product.query()
      .select('id')
      .where('category_id', (await categoryNamed('xbox')).id)
      .firstOrFail()
    const response = await client
      .post(`/api/categories/${category.id}/estimate-preview`)
      .bearerToken(await adminToken(client))
      .json({ productId: other.id, answers: questions.map((question) => question.answers[0].id) })
    response.assertStatus(404)
  })

  test('the product picker lists products of the category and below', async ({ client, assert }) => {
    const { category } = await setUp()
    const response = await client
      .get(`/api/categories/${category.id}/products`)
      .qs({ q: 'iphone' })
      .bearerToken(await adminToken(client))
    response.assertStatus(200)
    assert.isAbove(response.body().length, 0)
    assert.isAtMost(response.body().length, 20)
    for (const row of response.body()) assert.include(row.label.toLowerCase(), 'iphone')
  })
})
