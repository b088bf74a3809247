import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import AuditLog from '#models/audit_log'
import Customer from '#models/customer'
import User from '#models/user'
import Organization from '#models/organization'
import { tokenOf } from '#tests/helpers/demo'

test.group('Audit log', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('creating, updating and deleting a user records who, what and when, without the password', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const admin = await User.findByOrFail('email', 'admin@demo-retail.test')
    const store = await Organization.findByOrFail('common_name', 'Paris Rivoli')
    const created = await client
      .post('/api/users')
      .bearerToken(token)
      .json({
        email: 'audit.me@demo-retail.test',
        firstname: 'Audit',
        lastname: 'Moi',
        password: 'Secret-Pass-1',
        passwordConfirmation: 'Secret-Pass-1',
        passwordMode: 'password',
        modules: [{ module: 'tim', role: 'store_seller', organizationId: store.id }],
      })
    created.assertStatus(201)
    const id = String(created.body().id)
    await client.put(`/api/users/${id}`).bearerToken(token).json({ firstname: 'Audrey', status: 'inactive' })
    await client.delete(`/api/users/${id}`).bearerToken(token)

    const rows = await AuditLog.query().where('entity_type', 'user').where('entity_id', id).orderBy('id')
    assert.deepEqual(
      rows.map((row) => row.action),
      ['create', 'update', 'remove']
    )
    assert.isTrue(rows.every((row) => row.userId === admin.id && row.accountId === admin.accountId))
    assert.equal(rows[0].changes!.password.to, '[secret]')
    assert.notInclude(JSON.stringify(rows.map((row) => row.changes)), 'Secret-Pass-1')
    assert.notInclude(JSON.stringify(rows.map((row) => row.changes)), '$argon2id')
    assert.deepEqual(rows[1].changes, {
      firstname: { from: 'Audit', to: 'Audrey' },
      status: { from: 'active', to: 'inactive' },
    })
  })

  test('a customer IBAN and identity number are encrypted at rest and masked in the log', async ({
    assert,
  }) => {
    const customer = await Customer.create({
      accountId: 3,
      firstname: 'Chiffré',
      lastname: 'Client',
      email: 'chiffre@exemple.fr',
      country: 'FR',
      iban: 'FR7630004008230001234567819',
      nationalIdentificationType: 'passport',
      nationalIdentificationNumber: '19AB12345',
    })
    const raw = await db.from('customers').where('id', customer.id).firstOrFail()
    assert.notInclude(raw.iban, 'FR76')
    assert.notInclude(raw.national_identification_number, '19AB12345')
    assert.equal((await Customer.findOrFail(customer.id)).iban, 'FR7630004008230001234567819')
    assert.notProperty(customer.serialize(), 'iban')
    assert.notProperty(customer.serialize(), 'nationalIdentificationNumber')

    const log = await AuditLog.query()
      .where('entity_type', 'customer')
      .where('entity_id', String(customer.id))
      .firstOrFail()
    assert.equal(log.changes!.iban.to, '[secret]')
    assert.notInclude(JSON.stringify(log.changes), 'FR7630004008230001234567819')
  })
})
