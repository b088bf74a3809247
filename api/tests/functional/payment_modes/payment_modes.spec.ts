import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import PaymentMode from '#models/payment_mode'
import { bareRetailer, readyClient, tokenFor } from '#tests/helpers/factories'
import { validationRefusal } from '#tests/helpers/validation'

const valid = {
  provider: 'manual',
  type: 'bank_transfer',
  label: 'Virement sous 5 jours',
  description: 'Paiement par virement bancaire',
  longDescription: 'Le virement part\naprès le contrôle.',
  mailContent: 'Votre virement est en route.',
  modifier: { type: 'percentage', value: 5, cappedAmount: 2000 },
  iban: 'FR76 3000 6000 0112 3456 7890 189',
  bonusMode: 'percentage',
  bonusValue: 10,
  bonusCap: 1500,
  manualPaymentInfo: null,
}

test.group('Payment modes', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an admin creates a payment mode: IBAN normalised and encrypted at rest', async ({
    client,
    assert,
  }) => {
    const response = await client
      .post('/api/payment-modes')
      .bearerToken(await tokenFor((await readyClient()).users.admin))
      .json(valid)
    response.assertStatus(201)
    response.assertBodyContains({
      label: valid.label,
      iban: 'FR7630006000011234567890189',
      modifier: valid.modifier,
      bonusMode: 'percentage',
      bonusValue: 10,
      bonusCap: 1500,
    })
    const row = await db.from('payment_modes').where('id', response.body().id).first()
    assert.notInclude(String(row.iban), 'FR76')
    assert.equal((await PaymentMode.findOrFail(response.body().id)).iban, 'FR7630006000011234567890189')
  })

  test('bonus: percentage a whole number from -100 to 100 other than 0, cap of the same sign', async ({
    client,
  }) => {
    const token = await tokenFor((await readyClient()).users.admin)
    const post = (fields: Record<string, unknown>) =>
      client
        .post('/api/payment-modes')
        .bearerToken(token)
        .header('Accept-Language', 'en')
        .json({ ...valid, ...fields })
    const zero = await post({ bonusValue: 0 })
    zero.assertStatus(422)
    zero.assertBody(
      validationRefusal(zero, {
        errors: { bonusValue: 'The percentage must be a whole number from -100 to 100, other than 0.' },
      })
    )
    ;(await post({ bonusValue: 150 })).assertBodyContains({
      errors: { bonusValue: 'The percentage must be a whole number from -100 to 100, other than 0.' },
    })
    ;(await post({ bonusValue: 12.5 })).assertBodyContains({
      errors: { bonusValue: 'The percentage must be a whole number from -100 to 100, other than 0.' },
    })
    ;(await post({ bonusValue: -10, bonusCap: 500 })).assertBodyContains({
      code: 'validation_failed',
      errors: { bonusCap: 'The cap must have the same sign as the bonus.' },
    })
    ;(await post({ bonusMode: 'amount', bonusValue: 0 })).assertBodyContains({
      code: 'validation_failed',
      errors: { bonusValue: 'The amount must be a whole number other than 0.' },
    })
    ;(await post({ bonusMode: 'percentage', bonusValue: undefined })).assertBodyContains({
      code: 'validation_failed',
      errors: { bonusValue: 'The bonus value field is required.' },
    })
    const disabled = await post({ bonusMode: 'disabled', bonusValue: 0, bonusCap: -3 })
    disabled.assertStatus(201)
    disabled.assertBodyContains({ bonusValue: null, bonusCap: null })
  })

  test('label, descriptions, mail content, manual info and IBAN within their bounds', async ({ client }) => {
    const response = await client
      .post('/api/payment-modes')
      .bearerToken(await tokenFor((await readyClient()).users.admin))
      .header('Accept-Language', 'en')
      .json({
        ...valid,
        label: '',
        description: 'x',
        longDescription: Array.from({ length: 16 }, () => 'ligne').join('\n'),
        mailContent: 'm'.repeat(301),
        manualPaymentInfo: 'i'.repeat(256),
        iban: 'FR76 0000',
      })
    response.assertStatus(422)
    response.assertBody(
      validationRefusal(response, {
        errors: {
          label: 'The name field is required.',
          description: 'The description field must be between 2 and 300 characters long.',
          longDescription: 'The long description field must be at most 15 lines long.',
          mailContent: 'The mail content field must be at most 300 characters long.',
          iban: 'The IBAN is not valid.',
          manualPaymentInfo: 'The manual payment information field must be at most 255 characters long.',
        },
      })
    )
  })

  test("another retailer's admin neither sees nor edits them; a seller may not list them", async ({
    client,
    assert,
  }) => {
    const ready = await readyClient()
    const own = ready.paymentMode
    const other = await tokenFor((await bareRetailer()).admin)
    const seen = await client.get('/api/payment-modes?_start=0&_end=100').bearerToken(other)
    seen.assertStatus(200)
    assert.notInclude(
      seen.body().map((row: { id: number }) => row.id),
      own.id
    )
    ;(await client.get(`/api/payment-modes/${own.id}`).bearerToken(other)).assertStatus(404)
    ;(await client.put(`/api/payment-modes/${own.id}`).bearerToken(other).json(valid)).assertStatus(404)
    ;(
      await client.get(`/api/payment-modes/${own.id}`).bearerToken(await tokenFor(ready.users.admin))
    ).assertStatus(200)
    const seller = await tokenFor(ready.users.seller)
    ;(await client.get('/api/payment-modes').bearerToken(seller)).assertStatus(403)
  })
})
