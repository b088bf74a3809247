import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import User from '#models/user'
import Organization from '#models/organization'
import { login, tokenOf } from '#tests/helpers/demo'

const newUserFields = {
  email: 'Nouvelle.Vendeuse@demo-retail.test',
  firstname: 'Agathe',
  lastname: 'Perrin',
  password: 'Bienvenue-2026',
  passwordConfirmation: 'Bienvenue-2026',
  passwordMode: 'password',
}

/** A new store seller of the demo store Paris Rivoli. */
async function newSeller() {
  const store = await Organization.findByOrFail('common_name', 'Paris Rivoli')
  return {
    ...newUserFields,
    modules: [{ module: 'tim', role: 'store_seller', organizationId: store.id }],
  }
}

test.group('Users / create, update, delete', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an admin creates a user in its account, with a hashed password', async ({ client, assert }) => {
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const response = await client
      .post('/api/users')
      .bearerToken(token)
      .json(await newSeller())
    response.assertStatus(201)
    response.assertBodyContains({ email: 'nouvelle.vendeuse@demo-retail.test', status: 'active' })
    assert.notProperty(response.body(), 'password')

    const row = await User.findByOrFail('email', 'nouvelle.vendeuse@demo-retail.test')
    const admin = await User.findByOrFail('email', 'admin@demo-retail.test')
    assert.equal(row.accountId, admin.accountId)
    assert.match(row.password!, /^\$argon2id\$/)
  })

  test('bad input answers 422 with one translated message per field', async ({ client }) => {
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const response = await client
      .post('/api/users')
      .bearerToken(token)
      .header('Accept-Language', 'en')
      .json({
        ...(await newSeller()),
        email: 'seller@demo-retail.test',
        firstname: 'A',
        lastname: 'x'.repeat(256),
        password: 'password',
        passwordConfirmation: 'password',
      })
    response.assertStatus(422)
    response.assertBody({
      errors: {
        email: 'This e-mail address is already used.',
        firstname: 'The first name field must be between 2 and 255 characters long.',
        lastname: 'The last name field must be between 2 and 255 characters long.',
        password:
          'The password must be at least 8 characters long with a lowercase letter, an uppercase letter and a digit.',
      },
    })
  })

  test('the password repeat must match', async ({ client }) => {
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const response = await client
      .post('/api/users')
      .bearerToken(token)
      .json({ ...(await newSeller()), passwordConfirmation: 'Bienvenue-2027' })
    response.assertStatus(422)
    response.assertBody({ errors: { passwordConfirmation: 'Les mots de passe doivent être identiques.' } })
  })

  test('an update keeps the e-mail unique and a new password must differ from the old one', async ({
    client,
  }) => {
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const seller = await User.findByOrFail('email', 'seller@demo-retail.test')
    const taken = await client
      .put(`/api/users/${seller.id}`)
      .bearerToken(token)
      .json({ email: 'operator@demo-retail.test' })
    taken.assertStatus(422)
    taken.assertBodyContains({ errors: { email: 'Cette adresse e-mail est déjà utilisée.' } })

    const same = await client
      .put(`/api/users/${seller.id}`)
      .bearerToken(token)
      .json({ password: 'Reprise-Demo-1', passwordConfirmation: 'Reprise-Demo-1' })
    same.assertStatus(422)
    same.assertBodyContains({ code: 'password_unchanged' })
  })

  test('an update changes the fields and the new password logs in', async ({ client, assert }) => {
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const seller = await User.findByOrFail('email', 'seller@demo-retail.test')
    const response = await client
      .put(`/api/users/${seller.id}`)
      .bearerToken(token)
      .json({
        ...seller.serialize(),
        firstname: 'Camilla',
        password: 'Nouveau-Pass-9',
        passwordConfirmation: 'Nouveau-Pass-9',
      })
    response.assertStatus(200)
    response.assertBodyContains({ firstname: 'Camilla' })
    const session = await login(client, 'seller@demo-retail.test', 'Nouveau-Pass-9')
    assert.equal((session.user as { firstname: string }).firstname, 'Camilla')
  })

  test('only an inactive user can be deleted', async ({ client, assert }) => {
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const seller = await User.findByOrFail('email', 'seller@demo-retail.test')
    const refused = await client.delete(`/api/users/${seller.id}`).bearerToken(token)
    refused.assertStatus(409)
    refused.assertBodyContains({ code: 'user_still_active' })

    ;(
      await client.put(`/api/users/${seller.id}`).bearerToken(token).json({ status: 'inactive' })
    ).assertStatus(200)
    ;(await client.delete(`/api/users/${seller.id}`).bearerToken(token)).assertStatus(200)
    assert.isNull(await User.find(seller.id))
  })

  test('a store seller cannot create users', async ({ client }) => {
    const token = await tokenOf(client, 'seller@demo-retail.test')
    ;(
      await client
        .post('/api/users')
        .bearerToken(token)
        .json(await newSeller())
    ).assertStatus(403)
  })
})
