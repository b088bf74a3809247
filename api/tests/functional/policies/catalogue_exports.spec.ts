import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import User from '#models/user'
import { Actor } from '#services/actor'
import { resolveActor } from '#services/current_module'
import { bouncerOf } from '#policies/main'
import type { Permission } from '#permissions/names'

/** Who may export a catalogue (app/policies/catalogue_export_policy.ts): that catalogue's list permission. */

const withPermissions = (actor: Actor, permissions: Permission[]) =>
  new Actor(actor.user, actor.module, actor.role, actor.organization, new Set(permissions))

test.group('Policies: catalogue exports', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('exports only the catalogues whose list the caller may read', async ({ assert }) => {
    const admin = await resolveActor(await User.findByOrFail('email', 'admin@demo-retail.test'))
    const policy = bouncerOf(withPermissions(admin, ['exports', 'product_list_page'])).with(
      'CatalogueExportPolicy'
    )
    assert.isTrue(await policy.allows('manage', 'product'))
    assert.isFalse(await policy.allows('manage', 'category'))
    assert.isFalse(await policy.allows('manage', 'diagnostic_question'))
  })

  test('the platform admin may export every catalogue', async ({ assert }) => {
    const superAdmin = await resolveActor(await User.findByOrFail('email', 'superadmin@reprise.test'))
    const policy = bouncerOf(withPermissions(superAdmin, [])).with('CatalogueExportPolicy')
    assert.isTrue(await policy.allows('manage', 'category'))
  })
})
