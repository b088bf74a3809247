import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import mail from '@adonisjs/mail/services/main'
import Buyback from '#models/buyback'
import Product from '#models/product'
import { runDueJobs } from '#services/jobs/queue'
import { plainText } from '#services/mail/mail_frame'
import { signedAnswerPath } from '#actions/litigation/shared'
import { tokenOf } from '#tests/helpers/demo'
import {
  GRADE_ORDER,
  checkedInPhone,
  declared,
  submit,
  sumOf,
  type Breakdown,
} from '#tests/helpers/verification'

type Answer = { id: number; gradeCap: string; priceImpact: number; quarantineReason: string | null }

const OPERATOR = 'operator@demo-retail.test'
const euros = (cents: number) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(cents / 100)

/** A phone declared at its best, verified with `pick` answers: its proposal page's body and its e-mail. */
async function proposalOf(client: any, pick: (questions: { answers: Answer[] }[]) => number[]) {
  const { messages } = mail.fake()
  const token = await tokenOf(client, OPERATOR)
  const item = await checkedInPhone(client, token)
  const { form, product } = await declared(client, token, item)
  const verified = await submit(client, token, item.id, {
    version: form.item.version,
    productId: form.declaredProduct.id,
    answers: pick(product.questions),
  })
  verified.assertStatus(201)
  await runDueJobs()
  const buyback = await Buyback.findOrFail(form.buyback.id)
  const page = await client.get(signedAnswerPath(buyback.id, 'accept')).header('Accept-Language', 'fr')
  page.assertStatus(200)
  const sent = messages
    .sent()
    .find((message) => message.toJSON().message.subject?.includes(buyback.identificationNumber))
  return { buyback, body: page.body(), html: String(sent?.toJSON().message.html ?? '') }
}

test.group('Litigation / the proposal adds up', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.teardown(() => mail.restore())

  test('page and e-mail list the grade step and each finding, from the declared price to the new one', async ({
    client,
    assert,
  }) => {
    // Every question at its worst answer that still prices: a grade drop and impacts.
    const { buyback, body, html } = await proposalOf(client, (questions) =>
      questions.map(
        (question) =>
          [...question.answers]
            .filter((answer) => answer.gradeCap !== 'refused' && !answer.quarantineReason)
            .sort(
              (a, b) =>
                GRADE_ORDER.indexOf(b.gradeCap) - GRADE_ORDER.indexOf(a.gradeCap) ||
                a.priceImpact - b.priceImpact
            )[0]!.id
      )
    )
    const breakdown = body.breakdown as Breakdown
    assert.equal(breakdown.declaredPrice, buyback.declaredPrice)
    assert.equal(breakdown.price, buyback.controlledPrice)
    assert.equal(sumOf(breakdown), breakdown.price)
    assert.equal(breakdown.adjustment, 0)
    assert.isAbove(breakdown.findings.length, 0)
    const product = await Product.findOrFail(buyback.productId)
    const prices = product.gradePrices as Record<string, number>
    assert.equal(breakdown.gradeStep.fromPrice, prices[buyback.declaredGrade!])
    if (buyback.controlledGrade !== buyback.declaredGrade) {
      assert.equal(breakdown.gradeStep.toPrice, prices[buyback.controlledGrade!])
      assert.notEqual(breakdown.gradeStep.amount, 0)
    }

    // The e-mail lists the same lines, in the customer's language, down to the new price.
    const text = plainText(html).replace(/\s+/g, ' ')
    assert.include(text, 'Comment la nouvelle proposition est calculée')
    for (const finding of breakdown.findings) {
      assert.include(text, `${finding.question} : ${finding.declared} → ${finding.controlled}`)
    }
    assert.include(text.replace(/\u202f|\u00a0/g, ' '), euros(breakdown.price).replace(/\u202f|\u00a0/g, ' '))
    assert.notInclude(text, 'translation missing')
  })

  test('a refused product: the grade step to 0 and the floor at zero said as such', async ({
    client,
    assert,
  }) => {
    const { body, html } = await proposalOf(client, (questions) =>
      questions.map((question, index) => {
        const refused = question.answers.find((answer) => answer.gradeCap === 'refused')
        const best = [...question.answers].sort(
          (a, b) => GRADE_ORDER.indexOf(a.gradeCap) - GRADE_ORDER.indexOf(b.gradeCap)
        )[0]!
        return index === 0 && refused ? refused.id : best.id
      })
    )
    const breakdown = body.breakdown as Breakdown
    assert.equal(breakdown.gradeStep.to, 'refused')
    assert.equal(breakdown.gradeStep.toPrice, 0)
    assert.equal(breakdown.price, 0)
    assert.equal(sumOf(breakdown), 0)
    assert.isAtLeast(breakdown.floor, 0)
    const text = plainText(html)
    assert.include(text, 'refusé (ne peut pas être repris)')
    if (breakdown.floor > 0) assert.include(text, 'Un prix de reprise ne descend pas sous zéro')
    assert.notInclude(text, 'translation missing')
    assert.notInclude(text, 'grades.')
  })
})
