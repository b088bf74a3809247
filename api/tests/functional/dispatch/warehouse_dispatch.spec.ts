import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import WarehouseDispatchRule from '#models/warehouse_dispatch_rule'
import { destinationOf, dispatchRulesOf } from '#services/warehouse_dispatch'

test.group('Warehouse dispatch rules of an account', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the enabled rules load in order with their conditions and workshops, and give a destination', async ({
    assert,
  }) => {
    const account = await db.from('accounts').where('common_name', 'Demo Retail').firstOrFail()
    const rules = await dispatchRulesOf(account.id)
    assert.isAbove(rules.length, 0)
    assert.isTrue(rules.every((rule, index) => index === 0 || rules[index - 1].position <= rule.position))
    assert.isTrue(rules.every((rule) => rule.warehouses.length > 0))

    // A catch-all rule first: every item goes to its default workshop.
    const [first] = rules
    await WarehouseDispatchRule.query().where('id', first.id).update({ position: -1 })
    await db.from('warehouse_dispatch_conditions').where('rule_id', first.id).delete()
    const destination = await destinationOf(account.id, {
      brand: 'Apple',
      categoryIds: [1],
      circuit: 'web_post',
      productState: 'A',
    })
    assert.equal(destination, first.defaultWarehouseId ?? first.warehouses[0].id)

    await WarehouseDispatchRule.query().where('account_id', account.id).update({ status: 'disabled' })
    assert.isNull(
      await destinationOf(account.id, {
        brand: 'Apple',
        categoryIds: [1],
        circuit: 'web_post',
        productState: 'A',
      })
    )
  })
})
