import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { isStoredProductImage } from '#services/product_images'
import { categoryImageExists, isCategoryImageUrl } from '#services/category_images'
import { estimate, type GradeCap } from '#domain/pricing'
import { breakdownOf } from '#services/litigation/breakdown'
import { sqlDateTime } from '#services/sql_time'
import { gradePrices } from '../../../../database/demo/buybacks/disputes.js'

/** The demo data as asked for it: pictures, disputes explained by their verification, dates past. */
test.group('Demo data', () => {
  test('every demo product and category has a drawn picture, stored and served as an uploaded one', async ({
    assert,
    client,
  }) => {
    const account = await db.from('accounts').where('common_name', 'Demo Retail').firstOrFail()
    const products = await db.from('products').where('account_id', account.id).select('id', 'image')
    const pictures = [...new Set(products.map((product) => String(product.image)))]
    assert.isAbove(products.length, 100)
    for (const url of pictures) assert.isTrue(await isStoredProductImage(url), url)
    const categories = await db
      .from('categories')
      .where('account_id', account.id)
      .select('identifier', 'image_url')
    for (const { identifier, image_url: url } of categories) {
      if (!url) continue
      assert.isTrue(isCategoryImageUrl(url) && (await categoryImageExists(url)), identifier)
    }
    assert.isAbove(categories.filter((category) => category.image_url).length, 10)
    for (const url of [pictures[0], categories[0].image_url]) {
      const response = await client.get(url)
      response.assertStatus(200)
      response.assertHeader('content-type', 'image/png')
    }
  })

  test('each demo dispute carries the verification that explains its price, with a photo', async ({
    assert,
  }) => {
    const disputes = await db
      .from('buybacks')
      .whereIn('id', db.from('status_history').where('event', 'proposal_sent').select('buyback_id'))
      .select('id', 'product_id', 'declaration', 'declared_grade', 'declared_price')
    assert.isAtLeast(disputes.length, 8)
    for (const buyback of disputes) {
      const verification = await db
        .from('item_verifications')
        .where({ buyback_id: buyback.id, outcome: 'litigation' })
        .orderBy('id')
        .first()
      if (!verification) continue
      const answers = JSON.parse(verification.answers) as {
        questionId: number
        answerId: number
        gradeCap: GradeCap
        priceImpact: number
      }[]
      const declared = new Map(
        (JSON.parse(buyback.declaration).responses as { questionId: number; answerId: number }[]).map(
          (response) => [response.questionId, response.answerId]
        )
      )
      assert.isTrue(answers.some((answer) => declared.get(answer.questionId) !== answer.answerId))
      const product = await db.from('products').where('id', buyback.product_id).firstOrFail()
      const priced = estimate(
        gradePrices(product),
        answers.map((answer) => ({ gradeCap: answer.gradeCap, priceImpact: answer.priceImpact }))
      )
      assert.equal(verification.controlled_grade, priced.grade)
      assert.equal(Number(verification.controlled_price), priced.estimate)
      assert.isBelow(priced.estimate, Number(buyback.declared_price))
      // The verification summary's and the proposal's explanation: from the declared price to the controlled
      // one, with nothing left to an unexplained adjustment.
      const breakdown = await breakdownOf({
        declared: {
          grade: buyback.declared_grade,
          price: Number(buyback.declared_price),
          responses: JSON.parse(buyback.declaration).responses,
        },
        controlled: { grade: priced.grade, price: priced.estimate, answers },
        prices: gradePrices(product),
        language: 'fr',
      })
      assert.equal(breakdown.adjustment, 0)
      assert.isAtLeast(breakdown.floor, 0)
      assert.isTrue(Boolean(verification.comment) && Boolean(verification.comment_shared))
      const photos = await db
        .from('item_photos')
        .where('verification_id', verification.id)
        .count('* as total')
      assert.equal(Number(photos[0].total), 1)
    }
    const explained = await db
      .from('item_verifications')
      .whereIn(
        'buyback_id',
        disputes.map((buyback) => buyback.id)
      )
      .where('outcome', 'litigation')
      .countDistinct('buyback_id as total')
    assert.isAtLeast(Number(explained[0].total), 8)
  })

  test('no demo date lies in the future, and nothing was modified before it was created', async ({
    assert,
  }) => {
    const soon = sqlDateTime(DateTime.now().plus({ minutes: 5 }))
    for (const table of ['buybacks', 'items', 'payments', 'packages', 'transports']) {
      const future = await db
        .from(table)
        .where((query) => query.where('created_at', '>', soon).orWhere('updated_at', '>', soon))
        .count('* as total')
      assert.equal(Number(future[0].total), 0, `${table} dated in the future`)
      const backwards = await db.from(table).whereRaw('updated_at < created_at').count('* as total')
      assert.equal(Number(backwards[0].total), 0, `${table} modified before created`)
    }
    for (const table of ['status_history', 'item_verifications', 'item_photos']) {
      const future = await db.from(table).where('created_at', '>', soon).count('* as total')
      assert.equal(Number(future[0].total), 0, `${table} dated in the future`)
    }
  })
})
