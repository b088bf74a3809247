import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import { runDueJobs } from '#services/jobs/queue'
import { plainText } from '#services/mail/mail_frame'
import { imeiMatchesTac, imeiProblem } from '#domain/identifiers'
import { signedAnswerPath } from '#actions/litigation/shared'
import { tokenOf } from '#tests/helpers/demo'
import {
  GRADE_ORDER,
  checkedInPhone,
  declared,
  historyOf,
  submit,
  sumOf,
  type Breakdown,
} from '#tests/helpers/verification'

/**
 * A lock finding among the answers quarantines instead of pricing a proposal; the summary's
 * preview explains the new price line by line; the proposal e-mail carries only the submitted
 * verification's photos, and its text part keeps the links.
 */
const OPERATOR = 'operator@demo-retail.test'

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64'
)

type Answer = { id: number; gradeCap: string; priceImpact: number; quarantineReason: string | null }
type Question = { answers: Answer[] }

/** Worst priced answers that are no finding: a grade drop with impacts. */
const worst = (questions: Question[]) =>
  questions.map(
    (question) =>
      [...question.answers]
        .filter((answer) => answer.gradeCap !== 'refused' && !answer.quarantineReason)
        .sort(
          (a, b) =>
            GRADE_ORDER.indexOf(b.gradeCap) - GRADE_ORDER.indexOf(a.gradeCap) || a.priceImpact - b.priceImpact
        )[0]!.id
  )

test.group('Verification / findings, price breakdown, proposal e-mail', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.teardown(() => mail.restore())

  test('"account removed? → No" quarantines with the activation-lock reason, no 0 € proposal', async ({
    client,
    assert,
  }) => {
    const { messages } = mail.fake()
    const token = await tokenOf(client, OPERATOR)
    const item = await checkedInPhone(client, token)
    const { form, product, answers } = await declared(client, token, item)
    const questions = product.questions as Question[]
    const index = questions.findIndex((question) => question.answers.some((a) => a.quarantineReason))
    assert.isAtLeast(index, 0)
    const locked = [...answers]
    locked[index] = questions[index].answers.find((answer) => answer.quarantineReason)!.id

    const preview = await client
      .post(`/api/items/${item.id}/verification/preview`)
      .bearerToken(token)
      .json({ productId: form.declaredProduct.id, answers: locked })
    preview.assertStatus(200)
    preview.assertBodyContains({ outcome: 'quarantine', quarantineReason: 'activation_lock' })

    const response = await submit(client, token, item.id, {
      version: form.item.version,
      productId: form.declaredProduct.id,
      answers: locked,
    })
    response.assertStatus(201)
    response.assertBodyContains({ outcome: 'quarantine', item: { status: 'item_in_quarantine' } })
    const verification = await db.from('item_verifications').where('item_id', item.id).firstOrFail()
    assert.equal(verification.quarantine_reason, 'activation_lock')
    assert.lengthOf(await historyOf(form.buyback.id, ['proposal_sent']), 0)
    const buyback = await db.from('buybacks').where('id', form.buyback.id).firstOrFail()
    assert.isNull(buyback.controlled_price)

    await runDueJobs()
    const mails = messages
      .sent()
      .map((one) => one.toJSON().message as unknown as { subject: string; html: string })
    assert.isFalse(mails.some((one) => one.subject.includes('proposition')))
    assert.isTrue(mails.some((one) => one.html.includes('Verrouillage')))
  })

  test('the preview explains the new price: declared + grade step + each finding + floor = new price', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, OPERATOR)
    const item = await checkedInPhone(client, token)
    const { form, product } = await declared(client, token, item)
    const preview = await client
      .post(`/api/items/${item.id}/verification/preview`)
      .bearerToken(token)
      .json({ productId: form.declaredProduct.id, answers: worst(product.questions) })
    preview.assertStatus(200)
    const body = preview.body()
    assert.equal(body.outcome, 'litigation')
    const lines = body.breakdown as Breakdown
    assert.equal(lines.declaredPrice, form.buyback.declaredPrice)
    assert.equal(lines.price, body.price)
    assert.isAbove(lines.findings.length, 0)
    for (const finding of lines.findings) assert.notEqual(finding.declared, finding.controlled)
    // The grade change is one amount: the controlled grade's price against the declared grade's.
    assert.equal(lines.gradeStep.amount, lines.gradeStep.toPrice - lines.gradeStep.fromPrice)
    assert.equal(sumOf(lines), lines.price)
    assert.isAtLeast(lines.floor, 0)
    assert.equal(lines.adjustment, 0)
    // The one figure: the controlled price becomes the proposal.
    assert.deepEqual(body.payment, { price: lines.price, rule: 'controlled_price', absorbed: 0 })
  })

  test('a 0 € proposal: the summary explains it with the very lines of the proposal page', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, OPERATOR)
    const item = await checkedInPhone(client, token)
    const { form, product } = await declared(client, token, item)
    // A refusing answer on the first question that has one, the worst priced answers elsewhere.
    const questions = product.questions as Question[]
    const answers = worst(questions)
    const index = questions.findIndex((question) => question.answers.some((a) => a.gradeCap === 'refused'))
    assert.isAtLeast(index, 0)
    answers[index] = questions[index].answers.find((answer) => answer.gradeCap === 'refused')!.id

    const preview = await client
      .post(`/api/items/${item.id}/verification/preview`)
      .bearerToken(token)
      .header('Accept-Language', 'fr')
      .json({ productId: form.declaredProduct.id, answers })
    preview.assertStatus(200)
    const lines = preview.body().breakdown as Breakdown
    assert.equal(lines.price, 0)
    assert.equal(lines.gradeStep.to, 'refused')
    assert.equal(lines.gradeStep.toPrice, 0)
    assert.equal(sumOf(lines), 0)
    assert.equal(lines.adjustment, 0)

    const response = await submit(client, token, item.id, {
      version: form.item.version,
      productId: form.declaredProduct.id,
      answers,
    })
    response.assertStatus(201)
    const page = await client.get(signedAnswerPath(form.buyback.id, 'accept')).header('Accept-Language', 'fr')
    page.assertStatus(200)
    assert.deepEqual(page.body().breakdown, lines)
  })

  test('only the submitted verification photos reach the e-mail; its text part keeps both links', async ({
    client,
    assert,
  }) => {
    const { messages } = mail.fake()
    const token = await tokenOf(client, OPERATOR)
    const item = await checkedInPhone(client, token)
    const { form, product } = await declared(client, token, item)
    const upload = async (name: string) => {
      const photo = await client
        .post(`/api/items/${item.id}/photos`)
        .bearerToken(token)
        .file('photo', PNG, { filename: name, contentType: 'image/png' })
      photo.assertStatus(201)
      return photo.body().id as number
    }
    const abandoned = await upload('abandoned.png')
    const kept = await upload('kept.png')
    const again = await client.get(`/api/items/${item.id}/verification`).bearerToken(token)
    assert.notProperty(again.body(), 'photos')

    const response = await submit(client, token, item.id, {
      version: form.item.version,
      productId: form.declaredProduct.id,
      answers: worst(product.questions),
      photoIds: [kept],
    })
    response.assertStatus(201)
    assert.isNull(await db.from('item_photos').where('id', abandoned).first())

    await runDueJobs()
    const sent = messages
      .sent()
      .map(
        (one) =>
          one.toJSON().message as unknown as { subject: string; text: string; attachments: { cid: string }[] }
      )
      .find((one) => one.subject.includes('proposition'))!
    assert.deepEqual(
      sent.attachments.map((attachment) => attachment.cid),
      [`photo-${kept}@reprise`]
    )
    assert.match(sent.text, /J'accepte la nouvelle proposition:\nhttps?:\/\/\S+\/accept\?signature=/)
    assert.match(
      sent.text,
      /Je refuse la nouvelle proposition et je récupère mon produit:\nhttps?:\/\/\S+\/reject\?signature=/
    )
    assert.include(sent.text, '[Photo 1 (pièce jointe photo-1.png)]')

    // The customer's proposal page says why: the answers that changed, the photo; both choices offered.
    const accept = new URL(sent.text.match(/(https?:\/\/\S+\/accept\?signature=\S+)/)![1]!)
    const signature = accept.searchParams.get('signature')!
    const shown = await client
      .get(`/api/litigation/buybacks/${form.buyback.id}/accept?signature=${encodeURIComponent(signature)}`)
      .header('Accept-Language', 'en')
    shown.assertStatus(200)
    const body = shown.body()
    assert.isAbove(body.breakdown.findings.length, 0)
    for (const change of body.breakdown.findings) {
      assert.isString(change.question)
      assert.notEqual(change.declared, change.controlled)
    }
    assert.lengthOf(body.photos, 1)
    assert.match(body.photos[0], /^data:image\/png;base64,/)
    assert.isNull(body.comment)
    const reject = await client.get(
      `/api/litigation/buybacks/${form.buyback.id}/reject?signature=${encodeURIComponent(body.signatures.reject)}`
    )
    reject.assertStatus(200)
  })

  test('plainText: links keep their address, images their alternative text, paragraphs a blank line', ({
    assert,
  }) => {
    const text = plainText(
      '<p>Hello</p><p><a href="https://x.test/a?b=1&#38;c=2">Yes</a><a href="https://x.test/r">No</a></p><p><img src="cid:1" alt="Photo 1"></p>'
    )
    assert.equal(text, 'Hello\n\nYes:\nhttps://x.test/a?b=1&c=2\n\nNo:\nhttps://x.test/r\n\n[Photo 1]')
  })

  test("the demo IMEIs carry their product's TAC and a valid Luhn digit: no TAC warning on demo data", async ({
    assert,
  }) => {
    const rows = await db
      .from('buybacks')
      .join('products', 'products.id', 'buybacks.product_id')
      .whereNotNull('buybacks.imei')
      .select('buybacks.imei', 'products.tac_codes')
    assert.isAbove(rows.length, 10)
    const tacsOf = (codes: string | null) => (codes ?? '').split(',').filter(Boolean)
    assert.deepEqual(
      rows.filter((row) => !imeiMatchesTac(row.imei, tacsOf(row.tac_codes))).map((row) => row.imei),
      []
    )
    assert.deepEqual(rows.map((row) => imeiProblem(row.imei)).filter(Boolean), [])
  })

  test('the confirmation reads the payment as it is now: initiated, then completed once its job ran', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, OPERATOR)
    const item = await checkedInPhone(client, token)
    const { form, answers } = await declared(client, token, item)
    const response = await submit(client, token, item.id, {
      version: form.item.version,
      productId: form.declaredProduct.id,
      answers,
    })
    response.assertStatus(201)
    const now = () => client.get(`/api/items/${item.id}/verification/payment`).bearerToken(token)
    const before = await now()
    before.assertStatus(200)
    assert.equal(before.body().payment.status, response.body().payment.status)
    await db.from('payments').where('buyback_id', form.buyback.id).update({ status: 'payment_completed' })
    assert.equal((await now()).body().payment.status, 'payment_completed')
  })
})
