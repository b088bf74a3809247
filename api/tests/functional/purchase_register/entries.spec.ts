import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import encryption from '@adonisjs/core/services/encryption'
import { tokenOf } from '#tests/helpers/demo'
import { IMEI } from '#tests/helpers/verification'
import { OPERATOR, complete, itemsInTransit } from '#tests/helpers/purchase_register'
import { recordEntry, registerPriceChange } from '#services/purchase_register/record'

test.group('Purchase register / entries', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a completed buy-back is entered with every field, in its store register', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, OPERATOR)
    const [item] = await itemsInTransit(1, 'store')
    await complete(client, token, item)
    const buyback = await db.from('buybacks').where('id', item.buyback_id).firstOrFail()
    const customer = await db.from('customers').where('id', buyback.customer_id).firstOrFail()
    const verified = await db.from('items').where('buyback_id', buyback.id).firstOrFail()
    const entry = await db.from('purchase_register').where('buyback_id', buyback.id).firstOrFail()
    const previous = await db
      .from('purchase_register')
      .where('register_key', `store:${buyback.store_id}`)
      .whereNot('id', entry.id)
      .max('number as number')
      .first()
    assert.equal(entry.kind, 'purchase')
    assert.equal(entry.register_key, `store:${buyback.store_id}`)
    assert.equal(entry.organization_id, buyback.store_id)
    assert.equal(entry.number, Number(previous?.number ?? 0) + 1)
    assert.equal(entry.price, buyback.validated_price)
    assert.equal(entry.imei, IMEI)
    assert.equal(entry.serial_number, 'SN-REG-1')
    assert.equal(entry.brand, verified.brand)
    assert.equal(entry.model, verified.model)
    assert.isNotNull(entry.category)
    assert.isNotNull(entry.payment_type)
    assert.equal(entry.seller_firstname, customer.firstname)
    assert.equal(entry.seller_lastname, customer.lastname)
    assert.equal(entry.seller_email, customer.email)
    assert.include(entry.seller_address, customer.city)
    assert.equal(entry.identity_type, customer.national_identification_type)
    assert.equal(
      encryption.decrypt(entry.identity_number),
      encryption.decrypt(customer.national_identification_number)
    )
    assert.equal(entry.identity_authority, customer.national_identification_authority)
  })

  test('a web buy-back is entered in its workshop register, or the account register by the setting', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, OPERATOR)
    const [first, second] = await itemsInTransit(2, 'web')
    await complete(client, token, first)
    const byWorkshop = await db.from('purchase_register').where('buyback_id', first.buyback_id).firstOrFail()
    assert.match(byWorkshop.register_key, /^workshop:\d+$/)
    const buyback = await db.from('buybacks').where('id', second.buyback_id).firstOrFail()
    await db
      .from('organization_root_details')
      .where('account_id', buyback.account_id)
      .update({ web_purchase_register: 'account' })
    await complete(client, token, second)
    const byAccount = await db.from('purchase_register').where('buyback_id', second.buyback_id).firstOrFail()
    assert.equal(byAccount.register_key, `account:${buyback.account_id}`)
    assert.isNull(byAccount.organization_id)
  })

  test('corrections are new entries naming the first, in the same register; the first stays', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, OPERATOR)
    const [item] = await itemsInTransit(1, 'store')
    await complete(client, token, item)
    const first = await db.from('purchase_register').where('buyback_id', item.buyback_id).firstOrFail()
    await db.transaction(async (trx) => {
      await registerPriceChange(trx, item.buyback_id, first.price)
      await trx
        .from('buybacks')
        .where('id', item.buyback_id)
        .update({ validated_price: first.price - 500 })
      await registerPriceChange(trx, item.buyback_id, first.price - 500)
      await recordEntry(trx, item.buyback_id, 'cancellation')
    })
    const entries = await db.from('purchase_register').where('buyback_id', item.buyback_id).orderBy('id')
    assert.deepEqual(
      entries.map((entry) => [entry.kind, entry.number - first.number, entry.corrects_entry_id, entry.price]),
      [
        ['purchase', 0, null, first.price],
        ['price_change', 1, first.id, first.price - 500],
        ['cancellation', 2, first.id, 0],
      ]
    )
    assert.deepEqual(entries[0], first)
  })

  test('the database refuses to change or delete an entry, and lets the seller be erased once only', async ({
    assert,
  }) => {
    const entry = await db.from('purchase_register').orderBy('id').firstOrFail()
    await assert.rejects(
      () => db.from('purchase_register').where('id', entry.id).update({ price: 1 }),
      /never changed/
    )
    await assert.rejects(() => db.from('purchase_register').where('id', entry.id).delete(), /never changed/)
    await assert.rejects(
      () =>
        db
          .from('purchase_register')
          .where('id', entry.id)
          .update({ seller_erased_at: '2030-01-01 00:00:00', price: 1 }),
      /never changed/
    )
    await assert.rejects(
      () =>
        db
          .from('purchase_register')
          .where('id', entry.id)
          .update({ seller_erased_at: '2030-01-01 00:00:00' }),
      /never changed/
    )
    const emptied = {
      seller_firstname: null,
      seller_lastname: null,
      seller_address: null,
      seller_email: null,
      identity_type: null,
      identity_number: null,
      identity_authority: null,
      identity_delivery_date: null,
    }
    await db
      .from('purchase_register')
      .where('id', entry.id)
      .update({ ...emptied, seller_erased_at: '2030-01-01 00:00:00' })
    await assert.rejects(
      () =>
        db
          .from('purchase_register')
          .where('id', entry.id)
          .update({ seller_erased_at: '2031-01-01 00:00:00' }),
      /never changed/
    )
    const after = await db.from('purchase_register').where('id', entry.id).firstOrFail()
    assert.equal(after.price, entry.price)
    assert.equal(after.number, entry.number)
  })

  test('the demo completed buy-backs have their entries, numbered without gaps per register', async ({
    assert,
  }) => {
    const completed = await db
      .from('buybacks')
      .where('status', 'like', 'bb_completed%')
      .whereNotNull('customer_id')
      .whereNotIn('id', db.from('purchase_register').select('buyback_id'))
    assert.lengthOf(completed, 0)
    const registers = await db
      .from('purchase_register')
      .groupBy('register_key')
      .select('register_key')
      .count('* as count')
      .max('number as last')
      .min('number as first')
    assert.isAbove(registers.length, 0)
    for (const register of registers) {
      assert.equal(Number(register.first), 1)
      assert.equal(Number(register.last), Number(register.count))
    }
  })
})
