import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Organization from '#models/organization'
import User from '#models/user'
import { login, tokenOf } from '#tests/helpers/demo'

const fields = {
  email: 'double.casquette@demo-retail.test',
  firstname: 'Inès',
  lastname: 'Marchand',
  password: 'Bienvenue-2026',
  passwordConfirmation: 'Bienvenue-2026',
  passwordMode: 'password',
}

const entity = (name: string) => Organization.findByOrFail('common_name', name)

test.group('Users / modules, roles and parent entities', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an admin creates a user with two modules, who logs in and switches module', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const store = await entity('Paris Rivoli')
    const workshop = await entity('Atelier Lille-Lesquin')
    const response = await client
      .post('/api/users')
      .bearerToken(token)
      .json({
        ...fields,
        modules: [
          { module: 'tim', role: 'store_manager', organizationId: store.id },
          { module: 'rps', role: 'warehouse_operator', organizationId: workshop.id },
        ],
      })
    response.assertStatus(201)
    response.assertBodyContains({
      modules: [
        { module: 'tim', role: 'store_manager', organizationId: store.id },
        { module: 'rps', role: 'warehouse_operator', organizationId: workshop.id },
      ],
    })

    const session = await login(client, fields.email, fields.password)
    const switched = await client
      .post('/api/auth/switch-module')
      .bearerToken(session.token)
      .json({ module: session.currentModule === 'tim' ? 'rps' : 'tim' })
    switched.assertStatus(200)
    assert.notEqual(switched.body().currentModule, session.currentModule)
  })

  test('at least one module is required', async ({ client }) => {
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const response = await client
      .post('/api/users')
      .bearerToken(token)
      .header('Accept-Language', 'en')
      .json({ ...fields, modules: [] })
    response.assertStatus(422)
    response.assertBodyContains({ errors: { modules: 'Choose at least one module.' } })
  })

  test('each module row is checked: held by the account, once, a role of the module, the right entity', async ({
    client,
  }) => {
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const store = await entity('Paris Rivoli')
    const workshop = await entity('Atelier Lille-Lesquin')
    const response = await client
      .post('/api/users')
      .bearerToken(token)
      .header('Accept-Language', 'en')
      .json({
        ...fields,
        modules: [
          { module: 'lcm', role: 'buyer_manager', organizationId: store.id },
          { module: 'tim', role: 'warehouse_operator', organizationId: store.id },
          { module: 'rps', role: 'warehouse_manager', organizationId: store.id },
          { module: 'rps', role: 'warehouse_operator', organizationId: workshop.id },
          { module: 'tim', role: 'store_seller' },
        ],
      })
    response.assertStatus(422)
    response.assertBody({
      errors: {
        'modules.0.module': "This module is not one of the account's modules.",
        'modules.1.role': 'This role does not exist in this module.',
        'modules.2.organizationId': 'Choose a workshop for this role.',
        'modules.3.module': 'Each module can be given only once.',
        'modules.4.module': 'Each module can be given only once.',
        'modules.4.organizationId': 'Choose the parent entity.',
      },
    })
    await client
      .post('/api/users')
      .bearerToken(token)
      .header('Accept-Language', 'en')
      .json({ ...fields, modules: [{ module: 'tim', role: 'store_seller' }] })
      .then((missing) =>
        missing.assertBody({ errors: { 'modules.0.organizationId': 'Choose the parent entity.' } })
      )
  })

  test("another account's entity, or one outside the caller's scope, is refused", async ({ client }) => {
    const admin = await tokenOf(client, 'admin@other-retail.test')
    const store = await entity('Paris Rivoli')
    const foreign = await client
      .post('/api/users')
      .bearerToken(admin)
      .header('Accept-Language', 'en')
      .json({ ...fields, modules: [{ module: 'tim', role: 'store_seller', organizationId: store.id }] })
    foreign.assertStatus(422)
    foreign.assertBody({ errors: { 'modules.0.organizationId': 'This value does not exist.' } })

    const manager = await tokenOf(client, 'store.manager@demo-retail.test')
    const other = await Organization.query()
      .where('type', 'store')
      .where('account_id', store.accountId)
      .whereNot('id', store.id)
      .firstOrFail()
    const outside = await client
      .post('/api/users')
      .bearerToken(manager)
      .header('Accept-Language', 'en')
      .json({ ...fields, modules: [{ module: 'tim', role: 'store_seller', organizationId: other.id }] })
    outside.assertBody({ errors: { 'modules.0.organizationId': 'This value does not exist.' } })
  })

  test('only holders of assign_admin make admins, and of sso_force_field force SSO', async ({ client }) => {
    const manager = await tokenOf(client, 'store.manager@demo-retail.test')
    const store = await entity('Paris Rivoli')
    const root = await Organization.query()
      .where('type', 'root_management_unit')
      .where('account_id', store.accountId)
      .firstOrFail()
    const response = await client
      .post('/api/users')
      .bearerToken(manager)
      .header('Accept-Language', 'en')
      .json({
        ...fields,
        forceConnectionBySso: true,
        modules: [{ module: 'tim', role: 'admin', organizationId: root.id }],
      })
    response.assertStatus(422)
    response.assertBody({
      errors: { forceConnectionBySso: 'You may not change the single sign-on setting.' },
    })
    const noSso = await client
      .post('/api/users')
      .bearerToken(manager)
      .header('Accept-Language', 'en')
      .json({ ...fields, modules: [{ module: 'tim', role: 'admin', organizationId: root.id }] })
    noSso.assertBody({ errors: { 'modules.0.role': 'You may not give this role.' } })

    const admin = await tokenOf(client, 'admin@demo-retail.test')
    const made = await client
      .post('/api/users')
      .bearerToken(admin)
      .json({
        ...fields,
        forceConnectionBySso: true,
        modules: [{ module: 'tim', role: 'admin', organizationId: root.id }],
      })
    made.assertStatus(201)
    made.assertBodyContains({ forceConnectionBySso: true, modules: [{ role: 'admin' }] })
  })

  test('an update replaces the modules in one go, and a refused row changes nothing', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const seller = await User.findByOrFail('email', 'seller@demo-retail.test')
    const workshop = await entity('Atelier Lille-Lesquin')
    const refused = await client
      .put(`/api/users/${seller.id}`)
      .bearerToken(token)
      .json({
        firstname: 'Changé',
        modules: [{ module: 'rps', role: 'warehouse_operator', organizationId: 999_999 }],
      })
    refused.assertStatus(422)
    await seller.refresh()
    await seller.load('modules')
    assert.notEqual(seller.firstname, 'Changé')
    assert.deepEqual(
      seller.modules.map((one) => one.module),
      ['tim']
    )

    const moved = await client
      .put(`/api/users/${seller.id}`)
      .bearerToken(token)
      .json({ modules: [{ module: 'rps', role: 'warehouse_operator', organizationId: workshop.id }] })
    moved.assertStatus(200)
    moved.assertBodyContains({
      modules: [{ module: 'rps', role: 'warehouse_operator', organizationId: workshop.id }],
    })
  })
})

test.group('Users / form options', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("the form offers the account's modules, the roles the caller may give and its entities", async ({
    client,
    assert,
  }) => {
    const admin = await client
      .get('/api/users/form-options')
      .bearerToken(await tokenOf(client, 'admin@demo-retail.test'))
    admin.assertStatus(200)
    const tim = admin.body().modules.find((one: { module: string }) => one.module === 'tim')
    assert.deepInclude(tim.roles, { role: 'store_seller', entityType: 'store' })
    assert.deepInclude(tim.roles, { role: 'admin', entityType: 'root_management_unit' })
    assert.sameMembers(
      admin.body().modules.map((one: { module: string }) => one.module),
      ['tim', 'rps']
    )
    assert.isTrue(
      admin.body().entities.some((one: { commonName: string }) => one.commonName === 'Paris Rivoli')
    )

    const manager = await client
      .get('/api/users/form-options')
      .bearerToken(await tokenOf(client, 'store.manager@demo-retail.test'))
    const managerTim = manager.body().modules.find((one: { module: string }) => one.module === 'tim')
    assert.notDeepInclude(managerTim.roles, { role: 'admin', entityType: 'root_management_unit' })
    assert.deepEqual(
      manager.body().entities.map((one: { commonName: string }) => one.commonName),
      ['Paris Rivoli']
    )
  })
})

test.group('Users / edits by a store manager', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the form sends the SSO flag back unchanged: not a change, so it is accepted', async ({ client }) => {
    const manager = await tokenOf(client, 'store.manager@demo-retail.test')
    const seller = await User.findByOrFail('email', 'seller@demo-retail.test')
    const shown = await client.get(`/api/users/${seller.id}`).bearerToken(manager)
    const saved = await client
      .put(`/api/users/${seller.id}`)
      .bearerToken(manager)
      .json({ ...shown.body(), firstname: 'Camille' })
    saved.assertStatus(200)
    saved.assertBodyContains({ firstname: 'Camille', forceConnectionBySso: false })
  })
})
