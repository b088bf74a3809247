import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Buyback from '#models/buyback'
import Item from '#models/item'
import User from '#models/user'
import { Actor } from '#services/actor'
import { resolveActor } from '#services/current_module'
import { bouncerOf } from '#policies/main'
import { availableActions } from '#services/buyback_actions'
import { permissionsFor } from '#permissions/table'
import { tokenOf } from '#tests/helpers/demo'

/** Record-level rules (app/policies): who may act on which record, the platform admin's `before` first. */

async function demoActor(email: string, module?: string) {
  return resolveActor(await User.findByOrFail('email', email), module)
}

/** The same user and entity under another role, with that role's permissions. */
function asRole(actor: Actor, role: Actor['role'], permissions = permissionsFor(actor.module, role)) {
  return new Actor(actor.user, actor.module, role, actor.organization, new Set(permissions))
}

test.group('Policies', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the platform admin may act on any record whatever its permission set', async ({ assert }) => {
    const admin = await demoActor('superadmin@reprise.test')
    const bare = asRole(admin, 'super_admin', [])
    const buyback = await Buyback.query().orderBy('id').firstOrFail()
    const item = await Item.query().orderBy('id').firstOrFail()
    const user = await User.findByOrFail('email', 'admin@demo-retail.test')
    await user.load('modules')
    const bouncer = bouncerOf(bare)
    assert.isTrue(await bouncer.with('BuybackPolicy').allows('cancel', buyback))
    assert.isTrue(await bouncer.with('BuybackPolicy').allows('correct', buyback))
    assert.isTrue(await bouncer.with('QuarantinePolicy').allows('sendMail', item))
    assert.isTrue(await bouncer.with('UserPolicy').allows('edit', user))

    const analyst = asRole(await demoActor('mu.manager@demo-retail.test'), 'management_unit_analyst')
    assert.isFalse(await bouncerOf(analyst).with('BuybackPolicy').allows('cancel', buyback))
    assert.isFalse(await bouncerOf(analyst).with('QuarantinePolicy').allows('sendMail', item))
  })

  test('an analyst reads a buy-back but is offered no action, and the API refuses them', async ({
    assert,
  }) => {
    const manager = await demoActor('mu.manager@demo-retail.test')
    const analyst = asRole(manager, 'management_unit_analyst')
    const buyback = await Buyback.query()
      .where('status', 'bb_awaiting_inventory')
      .whereIn('store_id', (stores) =>
        stores.from('organizations').select('id').where('path', 'like', `%/${manager.organization!.id}/%`)
      )
      .preload('item')
      .firstOrFail()
    const offered = await availableActions(manager, buyback, buyback.item, 'none', null)
    assert.isTrue(offered.cancel, 'the manager may cancel it')
    const none = await availableActions(analyst, buyback, buyback.item, 'none', null)
    assert.deepInclude(none, { cancel: false, edit: false, declareLost: [], receiveAtStore: false })

    const { cancelBuyback } = await import('#actions/buybacks/cancel_buyback')
    await assert.rejects(() => cancelBuyback(analyst, buyback, { reason: 'other' }), /Access denied/)
    assert.equal((await Buyback.findOrFail(buyback.id)).status, 'bb_awaiting_inventory')
  })

  test('a user holding a role the caller cannot give is not theirs to edit or delete', async ({ client }) => {
    const token = await tokenOf(client, 'rmu.manager@demo-retail.test')
    const admin = await User.findByOrFail('email', 'admin@demo-retail.test')
    const seller = await User.findByOrFail('email', 'seller@demo-retail.test')
    const refused = await client
      .put(`/api/users/${admin.id}`)
      .bearerToken(token)
      .header('Accept-Language', 'en')
      .json({ firstname: 'Changed' })
    refused.assertStatus(403)
    refused.assertBodyContains({ code: 'forbidden' })
    ;(await client.delete(`/api/users/${admin.id}`).bearerToken(token)).assertStatus(403)
    ;(await client.put(`/api/users/${seller.id}`).bearerToken(token).json({ firstname: 'Léa' })).assertStatus(
      200
    )
  })
})
