import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import ConnectorConfiguration from '#models/connector_configuration'
import { tokenOf } from '#tests/helpers/demo'

const ADMIN = 'admin@demo-retail.test'

/** A gift card payment and a bank transfer of Demo Retail, with the account. */
async function demoPayments() {
  const of = (type: string) =>
    db
      .from('payments')
      .join('payment_modes', 'payment_modes.id', 'payments.payment_mode_id')
      .join('buybacks', 'buybacks.id', 'payments.buyback_id')
      .join('accounts', 'accounts.id', 'buybacks.account_id')
      .where('accounts.common_name', 'Demo Retail')
      .where('payment_modes.type', type)
      .orderBy('payments.id')
      .select('payments.id', 'accounts.id as account_id')
      .firstOrFail()
  return { giftCard: await of('gift_card'), transfer: await of('bank_transfer') }
}

test.group('Payments / sandbox provider said on screen', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a gift card is marked as paid by the sandbox until a gift card connector is active', async ({
    client,
    assert,
  }) => {
    const { giftCard, transfer } = await demoPayments()
    const token = await tokenOf(client, ADMIN)
    const show = async (id: number) => (await client.get(`/api/payments/${id}`).bearerToken(token)).body()

    assert.isTrue((await show(giftCard.id)).sandbox)
    assert.isFalse((await show(transfer.id)).sandbox, 'a bank transfer has no sandbox provider')
    const list = await client.get('/api/payments?type=gift_card&_sort=id&_order=ASC').bearerToken(token)
    const row = list.body().find((one: { id: number }) => one.id === giftCard.id)
    assert.isTrue(row.sandbox, 'the search says so too')

    const configuration = await ConnectorConfiguration.create({
      accountId: Number(giftCard.account_id),
      connector: 'gift_card',
      name: 'Gift cards',
      active: true,
    })
    assert.isFalse((await show(giftCard.id)).sandbox)
    configuration.active = false
    await configuration.save()
    assert.isTrue((await show(giftCard.id)).sandbox, 'an inactive configuration leaves it to the sandbox')
  })
})
