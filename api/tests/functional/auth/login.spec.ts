import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import User from '#models/user'
import { DEMO_PASSWORD, login } from '#tests/helpers/demo'
import { validationRefusal } from '#tests/helpers/validation'

test.group('Auth / login', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a demo user gets a token, the session and the permissions of the last module', async ({
    client,
    assert,
  }) => {
    const session = await login(client, 'admin@demo-retail.test')
    assert.match(session.token, /^rpr_/)
    assert.equal(session.currentModule, 'tim')
    assert.include(session.permissions, 'user_list_page')
    assert.notInclude(session.permissions, 'store_cart')
    assert.containsSubset(session, {
      user: { email: 'admin@demo-retail.test', firstname: 'Claire', types: ['admin'] },
      account: { name: 'Demo Retail', currency: 'EUR', isRetailer: true },
      currentOrganization: { commonName: 'Demo Retail France', moduleType: 'tim' },
    })
    assert.sameMembers(
      (session.modules as { type: string }[]).map((one) => one.type),
      ['tim', 'rps']
    )
  })

  test('wrong credentials answer 400 bad_credentials, translated', async ({ client }) => {
    const response = await client
      .post('/api/auth/login')
      .header('Accept-Language', 'en-GB,en;q=0.8')
      .json({ email: 'admin@demo-retail.test', password: 'Wrong-password-1' })
    response.assertStatus(400)
    response.assertBody({
      code: 'bad_credentials',
      message: 'Incorrect credentials: check the e-mail and password.',
    })
  })

  test('an unknown e-mail answers the same as a wrong password', async ({ client }) => {
    const response = await client
      .post('/api/auth/login')
      .json({ email: 'nobody@demo-retail.test', password: 'x' })
    response.assertStatus(400)
    response.assertBodyContains({ code: 'bad_credentials' })
  })

  test('an inactive user cannot log in', async ({ client }) => {
    await User.query().where('email', 'seller@demo-retail.test').update({ status: 'inactive' })
    const response = await client
      .post('/api/auth/login')
      .json({ email: 'seller@demo-retail.test', password: DEMO_PASSWORD })
    response.assertStatus(403)
    response.assertBodyContains({ code: 'user_inactive' })
  })

  test('an SSO-only user cannot log in with a password', async ({ client }) => {
    await User.query().where('email', 'seller@demo-retail.test').update({ forceConnectionBySso: true })
    const response = await client
      .post('/api/auth/login')
      .json({ email: 'seller@demo-retail.test', password: DEMO_PASSWORD })
    response.assertStatus(403)
    response.assertBodyContains({ code: 'sso_required' })
  })

  test('passwords are stored as argon2id with the OWASP parameters', async ({ assert }) => {
    const user = await User.findByOrFail('email', 'seller@demo-retail.test')
    assert.match(user.password!, /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
  })

  test('after 10 failed logins for one e-mail and address, the 11th answers 429 with Retry-After', async ({
    client,
    assert,
  }) => {
    // The limiter's counters may live outside the test transaction (MySQL): use an address of this test's own.
    const address = `10.${Date.now() % 250}.${Math.floor(Math.random() * 250)}.7`
    for (let attempt = 0; attempt < 10; attempt++) {
      const failed = await client
        .post('/api/auth/login')
        .header('X-Forwarded-For', address)
        .json({ email: 'store.manager@demo-retail.test', password: 'nope' })
      failed.assertStatus(400)
    }
    const blocked = await client
      .post('/api/auth/login')
      .header('X-Forwarded-For', address)
      .json({ email: 'store.manager@demo-retail.test', password: DEMO_PASSWORD })
    blocked.assertStatus(429)
    blocked.assertBodyContains({ code: 'too_many_attempts' })
    assert.isAbove(Number(blocked.header('retry-after')), 0)

    const otherUser = await client
      .post('/api/auth/login')
      .header('X-Forwarded-For', address)
      .json({ email: 'seller@demo-retail.test', password: DEMO_PASSWORD })
    otherUser.assertStatus(200)
    const otherAddress = await client
      .post('/api/auth/login')
      .json({ email: 'store.manager@demo-retail.test', password: DEMO_PASSWORD })
    otherAddress.assertStatus(200)
  })

  test('a validation error names the field', async ({ client }) => {
    const response = await client.post('/api/auth/login').json({ password: 'x' })
    response.assertStatus(422)
    response.assertBody(
      validationRefusal(response, { errors: { email: 'Le champ e-mail est obligatoire.' } })
    )
  })
})
