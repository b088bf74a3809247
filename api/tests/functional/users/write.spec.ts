import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import User from '#models/user'
import type Organization from '#models/organization'
import { login } from '#tests/helpers/demo'
import { validationRefusal } from '#tests/helpers/validation'
import { FACTORY_PASSWORD, readyClient, tokenFor, userIn } from '#tests/helpers/factories'

const newUserFields = {
  email: 'Nouvelle.Vendeuse@demo-retail.test',
  firstname: 'Agathe',
  lastname: 'Perrin',
  password: 'Bienvenue-2026',
  passwordConfirmation: 'Bienvenue-2026',
  passwordMode: 'password',
}

/** A ready client and its admin's token. */
async function team() {
  const ready = await readyClient()
  return { ...ready, token: await tokenFor(ready.users.admin) }
}

/** A new store seller of `store`. */
function newSeller(store: Organization) {
  return {
    ...newUserFields,
    modules: [{ module: 'tim', role: 'store_seller', organizationId: store.id }],
  }
}

test.group('Users / create, update, delete', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an admin creates a user in its account, with a hashed password', async ({ client, assert }) => {
    const { token, store, account } = await team()
    const response = await client.post('/api/users').bearerToken(token).json(newSeller(store))
    response.assertStatus(201)
    response.assertBodyContains({ email: 'nouvelle.vendeuse@demo-retail.test', status: 'active' })
    assert.notProperty(response.body(), 'password')

    const row = await User.findByOrFail('email', 'nouvelle.vendeuse@demo-retail.test')
    assert.equal(row.accountId, account.id)
    assert.match(row.password!, /^\$argon2id\$/)
  })

  test('bad input answers 422 with one translated message per field', async ({ client }) => {
    const { token, store, users } = await team()
    const response = await client
      .post('/api/users')
      .bearerToken(token)
      .header('Accept-Language', 'en')
      .json({
        ...newSeller(store),
        email: users.seller.email,
        firstname: 'A',
        lastname: 'x'.repeat(256),
        password: 'password',
        passwordConfirmation: 'password',
      })
    response.assertStatus(422)
    response.assertBody(
      validationRefusal(response, {
        errors: {
          email: 'This e-mail address is already used.',
          firstname: 'The first name field must be between 2 and 255 characters long.',
          lastname: 'The last name field must be between 2 and 255 characters long.',
          password:
            'The password must be at least 8 characters long with a lowercase letter, an uppercase letter and a digit.',
        },
      })
    )
  })

  test('the password repeat must match', async ({ client }) => {
    const { token, store } = await team()
    const response = await client
      .post('/api/users')
      .bearerToken(token)
      .json({ ...newSeller(store), passwordConfirmation: 'Bienvenue-2027' })
    response.assertStatus(422)
    response.assertBody(
      validationRefusal(response, {
        errors: { passwordConfirmation: 'Les mots de passe doivent être identiques.' },
      })
    )
  })

  test('an update keeps the e-mail unique and a new password must differ from the old one', async ({
    client,
  }) => {
    const { token, account, store, users } = await team()
    const seller = await userIn(account, 'tim', 'store_seller', store, { withPassword: true })
    const taken = await client
      .put(`/api/users/${seller.id}`)
      .bearerToken(token)
      .json({ email: users.operator.email })
    taken.assertStatus(422)
    taken.assertBodyContains({ errors: { email: 'Cette adresse e-mail est déjà utilisée.' } })

    const same = await client
      .put(`/api/users/${seller.id}`)
      .bearerToken(token)
      .json({ password: FACTORY_PASSWORD, passwordConfirmation: FACTORY_PASSWORD })
    same.assertStatus(422)
    same.assertBodyContains({ code: 'password_unchanged' })
  })

  test('an update changes the fields and the new password logs in', async ({ client, assert }) => {
    const { token, users } = await team()
    const seller = users.seller
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
    const session = await login(client, seller.email, 'Nouveau-Pass-9')
    assert.equal((session.user as { firstname: string }).firstname, 'Camilla')
  })

  test('only an inactive user can be deleted', async ({ client, assert }) => {
    const { token, users } = await team()
    const seller = users.seller
    const refused = await client.delete(`/api/users/${seller.id}`).bearerToken(token)
    refused.assertStatus(409)
    refused.assertBodyContains({ code: 'user_still_active' })

    ;(
      await client.put(`/api/users/${seller.id}`).bearerToken(token).json({ status: 'inactive' })
    ).assertStatus(200)
    ;(await client.delete(`/api/users/${seller.id}`).bearerToken(token)).assertStatus(200)
    assert.isNull(await User.find(seller.id))
  })

  test('a store seller cannot create users', async ({ client, assert }) => {
    const { store, users } = await team()
    const token = await tokenFor(users.seller)
    ;(await client.post('/api/users').bearerToken(token).json(newSeller(store))).assertStatus(403)
    assert.isNull(await User.findBy('email', 'nouvelle.vendeuse@demo-retail.test'))
  })
})
