import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { anonymousToken } from '#tests/helpers/demo'
import Category from '#models/category'
import OrganizationRootDetail from '#models/organization_root_detail'
import { cartBody, lineFor, submit } from '#tests/helpers/storefront_checkout'

async function enableDepositBonus() {
  const account = (await Category.findByOrFail('identifier', 'apple-iphone')).accountId
  const details = await OrganizationRootDetail.findByOrFail('account_id', account)
  const features = new Set([...details.enabledPremiumFeatures, 'deposit_bonus', 'payment_bonus'])
  details.enabledPremiumFeatures = [...features]
  await details.save()
}

test.group('Carts / bonuses: one total, one breakdown', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the estimate gives each payment its breakdown and its total without the payment bonus', async ({
    client,
    assert,
  }) => {
    await enableDepositBonus()
    const token = await anonymousToken(client)
    const { estimate, payment } = await lineFor(client, token, 'drop', 'voucher')
    assert.isAbove(payment.paymentBonus, 0)
    assert.isAbove(payment.depositBonus, 0)
    const kinds = payment.breakdown.map((part: { kind: string }) => part.kind)
    assert.deepEqual(kinds, ['estimate', 'payment_modifier', 'payment_bonus', 'deposit_bonus'])
    const sum = payment.breakdown.reduce((total: number, part: { amount: number }) => total + part.amount, 0)
    assert.equal(payment.total, sum)
    assert.equal(payment.breakdown[0].amount, estimate.estimate)
    assert.equal(payment.withoutPaymentBonus.total, payment.total - payment.paymentBonus)
    assert.notInclude(
      payment.withoutPaymentBonus.breakdown.map((part: { kind: string }) => part.kind),
      'payment_bonus'
    )
  })

  test('declining the payment bonus keeps the deposit bonus: the cart pays what the storefront showed', async ({
    client,
    assert,
  }) => {
    await enableDepositBonus()
    const token = await anonymousToken(client)
    const { line, payment } = await lineFor(client, token, 'drop', 'voucher')

    const declined = await submit(client, token, cartBody({ ...line, bonusAccepted: false }))
    declined.assertStatus(201)
    assert.equal(declined.body().buybacks[0].total, payment.withoutPaymentBonus.total)
    assert.equal(declined.body().total, payment.total - payment.paymentBonus)

    const accepted = await submit(client, token, cartBody({ ...line, bonusAccepted: true }))
    accepted.assertStatus(201)
    assert.equal(accepted.body().buybacks[0].total, payment.total)
  })
})
