import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { tokenOf } from '#tests/helpers/demo'
import { OPERATOR, complete, itemsInTransit } from '#tests/helpers/purchase_register'

test.group('Purchase register / entries', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a completed buy-back is entered with every field, in its store register', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, OPERATOR)
    const [item] = await itemsInTransit(1, 'store')
    await complete(client, token, item)
    const entry = await db.from('purchase_register').where('buyback_id', item.buyback_id).firstOrFail()
    assert.equal(entry.kind, 'purchase')
  })
})
