import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { tokenOf } from '#tests/helpers/demo'
import { validationRefusal } from '#tests/helpers/validation'

const newClient = {
  commonName: 'Nouvelle Enseigne',
  corporateName: 'Nouvelle Enseigne SAS',
  siret: '12345678901234',
  shareCapital: 50000,
  status: 'active',
  street: '1 rue de la Paix',
  zipCode: '75002',
  city: 'Paris',
  country: 'FR',
  webUrl: 'https://www.nouvelle-enseigne.test',
  paymentIssuer: 'retailer',
  transportContractHolder: 'buyer',
  modules: ['tim'],
  premiumFeatures: ['multi_product_cart'],
  whiteLabel: { host: 'reprise.nouvelle-enseigne.test', status: 'active' },
}

const accountNamed = (name: string) => db.from('accounts').where('common_name', name).firstOrFail()

test.group('Clients', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a super admin creates a client with its modules, premium features and storefront address', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, 'superadmin@reprise.test')
    const created = await client.post('/api/clients').bearerToken(token).json(newClient)
    created.assertStatus(201)
    created.assertBodyContains({
      commonName: 'Nouvelle Enseigne',
      modules: ['tim'],
      premiumFeatures: ['multi_product_cart'],
      whiteLabel: { host: 'reprise.nouvelle-enseigne.test', status: 'active' },
    })
    const list = await client.get('/api/clients?q=Nouvelle').bearerToken(token)
    list.assertBodyContains([{ commonName: 'Nouvelle Enseigne', modules: ['tim'] }])

    const taken = await client
      .post('/api/clients')
      .bearerToken(token)
      .header('Accept-Language', 'en')
      .json({ ...newClient, commonName: 'Copie', siret: '123', modules: [] })
    taken.assertStatus(422)
    taken.assertBodyContains({
      errors: {
        siret: 'A SIRET has 14 digits.',
        modules: 'Choose at least one module.',
      },
    })
    const host = await client
      .post('/api/clients')
      .bearerToken(token)
      .header('Accept-Language', 'en')
      .json({ ...newClient, commonName: 'Copie' })
    host.assertBodyContains({
      errors: { 'whiteLabel.host': 'This address is already used by another client.' },
    })
    const details = await db
      .from('organization_root_details')
      .where('account_id', created.body().id)
      .firstOrFail()
    assert.deepEqual(JSON.parse(details.enabled_premium_features), ['multi_product_cart'])
  })

  test('a module cannot be removed while entities or users of it are active', async ({ client }) => {
    const token = await tokenOf(client, 'superadmin@reprise.test')
    const demo = await accountNamed('Demo Retail')
    const current = (await client.get(`/api/clients/${demo.id}`).bearerToken(token)).body()
    const refused = await client
      .put(`/api/clients/${demo.id}`)
      .bearerToken(token)
      .header('Accept-Language', 'en')
      .json({ ...current, modules: ['tim'] })
    refused.assertStatus(422)
    refused.assertBody(
      validationRefusal(refused, {
        errors: { modules: 'the Workshops module cannot be removed: active entities or users use it.' },
      })
    )

    await db
      .from('organizations')
      .where({ account_id: demo.id, module_type: 'rps' })
      .update({ status: 'inactive' })
    await db
      .from('users')
      .where('account_id', demo.id)
      .whereIn('id', (sub) => sub.from('user_modules').select('user_id').where('module', 'rps'))
      .update({ status: 'inactive' })
    const fresh = (await client.get(`/api/clients/${demo.id}`).bearerToken(token)).body()
    const accepted = await client
      .put(`/api/clients/${demo.id}`)
      .bearerToken(token)
      .json({ ...fresh, modules: ['tim'] })
    accepted.assertStatus(200)
    accepted.assertBodyContains({ modules: ['tim'] })
  })

  test('the tabs switch circuits, payment modes and transport on and off', async ({ client, assert }) => {
    const token = await tokenOf(client, 'superadmin@reprise.test')
    const demo = await accountNamed('Demo Retail')
    const current = (await client.get(`/api/clients/${demo.id}`).bearerToken(token)).body()
    const [firstMode, ...otherModes] = current.activePaymentModeIds as number[]
    const saved = await client
      .put(`/api/clients/${demo.id}`)
      .bearerToken(token)
      .json({ ...current, activePaymentModeIds: otherModes, activeShippingMethodIds: [] })
    saved.assertStatus(200)
    const mode = await db.from('payment_modes').where('id', firstMode).firstOrFail()
    assert.equal(mode.status, 'inactive')
    assert.deepEqual(saved.body().activeShippingMethodIds, [])

    const circuitInUse = await client
      .put(`/api/clients/${demo.id}`)
      .bearerToken(token)
      .header('Accept-Language', 'en')
      .json({ ...saved.body(), activeCircuitIds: [] })
    circuitInUse.assertStatus(422)
    circuitInUse.assertBodyContains({
      errors: { activeCircuitIds: 'This circuit is active on a category: deactivate it there first.' },
    })
  })

  test('deletion: only inactive, without links; the refusals are their codes; a new account is removed', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, 'superadmin@reprise.test')
    const created = await client
      .post('/api/clients')
      .bearerToken(token)
      .json({ ...newClient, whiteLabel: undefined })
    const id = created.body().id
    const active = await client.delete(`/api/clients/${id}`).bearerToken(token)
    active.assertStatus(422)
    active.assertBodyContains({ code: 'still_active' })

    const buyer = await accountNamed('Demo Buyer')
    await client
      .put(`/api/clients/${id}/linked-buyers`)
      .bearerToken(token)
      .json({ buyerAccountIds: [buyer.id] })
    await client
      .put(`/api/clients/${id}`)
      .bearerToken(token)
      .json({ ...created.body(), status: 'inactive', whiteLabel: undefined, version: undefined })
    const linked = await client.delete(`/api/clients/${id}`).bearerToken(token)
    linked.assertBodyContains({ code: 'has_linked_buyers' })

    await db.from('accounts').where('id', buyer.id).update({ status: 'inactive' })
    const buyerLinked = await client.delete(`/api/clients/${buyer.id}`).bearerToken(token)
    buyerLinked.assertBodyContains({ code: 'has_linked_retailers' })

    await client.put(`/api/clients/${id}/linked-buyers`).bearerToken(token).json({ buyerAccountIds: [] })
    const deleted = await client.delete(`/api/clients/${id}`).bearerToken(token)
    deleted.assertStatus(200)
    const gone = await client.get(`/api/clients/${id}`).bearerToken(token).header('Accept-Language', 'en')
    gone.assertStatus(404)
    gone.assertBodyContains({ code: 'account_not_found' })

    const removed = await db
      .from('audit_logs')
      .where('entity_type', 'account')
      .where('entity_id', String(id))
      .first()
    assert.deepEqual(JSON.parse(removed.changes).deletion, { to: 'removed' })
    ;(await client.delete('/api/accounts/999999').bearerToken(token)).assertBodyContains({
      code: 'account_not_found',
    })
  })

  test('deleting an account with a history keeps the history and anonymises every person in it', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, 'superadmin@reprise.test')
    const demo = await accountNamed('Demo Retail')
    const customer = await db.from('customers').where('account_id', demo.id).firstOrFail()
    const buybacks = await db.from('buybacks').where('account_id', demo.id).count('* as n')
    await db.from('linked_buyers').where('retailer_account_id', demo.id).delete()
    await db.from('accounts').where('id', demo.id).update({ status: 'inactive' })

    const deleted = await client.delete(`/api/accounts/${demo.id}`).bearerToken(token)
    deleted.assertStatus(200)
    assert.equal(deleted.body().deletion, 'anonymised')

    // The buy-backs stay, without anybody's name, e-mail, address, IBAN or identity number.
    const after = await db.from('buybacks').where('account_id', demo.id).count('* as n')
    assert.equal(Number(after[0].n), Number(buybacks[0].n))
    const anonymised = await db.from('customers').where('id', customer.id).firstOrFail()
    assert.equal(anonymised.email, `customer-${customer.id}@anonymised.invalid`)
    assert.notEqual(anonymised.lastname, customer.lastname)
    assert.isNull(anonymised.iban)
    assert.isNull(anonymised.national_identification_number)
    const named = await db
      .from('users')
      .where('account_id', demo.id)
      .whereNot('email', 'like', '%@anonymised.invalid')
      .first()
    assert.isNull(named)
    const withIban = await db
      .from('payments')
      .whereIn('buyback_id', db.from('buybacks').where('account_id', demo.id).select('id'))
      .whereNotNull('iban')
      .first()
    assert.isNull(withIban)

    // Nobody of the account signs in any more; the account is gone from the lists; the deletion is audited.
    const signIn = await client
      .post('/api/auth/login')
      .json({ email: 'admin@demo-retail.test', password: 'Reprise-Demo-1' })
    signIn.assertStatus(400)
    ;(await client.get(`/api/clients/${demo.id}`).bearerToken(token)).assertStatus(404)
    const listed = await client.get('/api/clients').bearerToken(token)
    assert.notInclude(
      listed.body().map((row: { id: number }) => row.id),
      demo.id
    )
    const audit = await db
      .from('audit_logs')
      .where('entity_type', 'account')
      .where('entity_id', String(demo.id))
      .firstOrFail()
    assert.deepEqual(JSON.parse(audit.changes), {
      commonName: { from: 'Demo Retail' },
      deletion: { to: 'anonymised' },
    })
  })

  test('only a super admin manages clients', async ({ client }) => {
    const admin = await tokenOf(client, 'admin@demo-retail.test')
    const refused = await client.get('/api/clients').bearerToken(admin)
    refused.assertStatus(403)
    const create = await client.post('/api/clients').bearerToken(admin).json(newClient)
    create.assertStatus(403)
  })
})
