import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import User from '#models/user'
import { addressBlock, clearLoginFailures } from '#services/auth/login_throttle'
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

  test('past 10 failures for one account, from any address, it waits a short, growing delay (429, Retry-After)', async ({
    client,
    assert,
  }) => {
    const email = 'store.manager@demo-retail.test'
    // The limiter's counters may live outside the test transaction (MySQL): start from none.
    await clearLoginFailures(email)
    const fresh = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.7`
    for (let attempt = 0; attempt < 10; attempt++) {
      const failed = await client
        .post('/api/auth/login')
        .header('X-Forwarded-For', fresh())
        .json({ email, password: 'nope' })
      failed.assertStatus(400)
    }
    for (const guess of [11, 12]) {
      const slowed = await client
        .post('/api/auth/login')
        .header('X-Forwarded-For', fresh())
        .header('Accept-Language', 'en')
        .json({ email, password: guess === 12 ? DEMO_PASSWORD : 'nope' })
      slowed.assertStatus(429)
      slowed.assertBodyContains({ code: 'login_slowed_down' })
      assert.include(slowed.body().message, 'wait 1 seconds')
      assert.equal(slowed.header('retry-after'), '1')
    }
    const otherUser = await client
      .post('/api/auth/login')
      .header('X-Forwarded-For', fresh())
      .json({ email: 'seller@demo-retail.test', password: DEMO_PASSWORD })
    otherUser.assertStatus(200)

    // A delay, not a lock: once it has passed, the person signs in.
    await new Promise((resolve) => setTimeout(resolve, 1100))
    const later = await client
      .post('/api/auth/login')
      .header('X-Forwarded-For', fresh())
      .json({ email, password: DEMO_PASSWORD })
    later.assertStatus(200)
  }).timeout(30_000)

  test('past 100 failures from one address block (/24), every account together, the block is refused', async ({
    client,
    assert,
  }) => {
    const prefix = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`
    const run = Date.now()
    for (let attempt = 0; attempt < 100; attempt++) {
      const failed = await client
        .post('/api/auth/login')
        .header('X-Forwarded-For', `${prefix}.${attempt % 250}`)
        .json({ email: `guess-${run}-${attempt}@demo-retail.test`, password: 'nope' })
      failed.assertStatus(400)
    }
    const refused = await client
      .post('/api/auth/login')
      .header('X-Forwarded-For', `${prefix}.251`)
      .json({ email: 'seller@demo-retail.test', password: DEMO_PASSWORD })
    refused.assertStatus(429)
    refused.assertBodyContains({ code: 'too_many_attempts' })
    assert.isAbove(Number(refused.header('retry-after')), 0)
    const otherBlock = await client
      .post('/api/auth/login')
      .header('X-Forwarded-For', `${prefix === '10.0.0' ? '10.0.1' : '10.0.0'}.9`)
      .json({ email: 'seller@demo-retail.test', password: DEMO_PASSWORD })
    otherBlock.assertStatus(200)
  }).timeout(120_000)

  test('an address block is the /24 of IPv4 and the /64 of IPv6', ({ assert }) => {
    assert.equal(addressBlock('203.0.113.77'), '203.0.113.0/24')
    assert.equal(addressBlock('::ffff:203.0.113.77'), '203.0.113.0/24')
    assert.equal(addressBlock('2001:db8:1:2:aaaa::1'), '2001:0db8:0001:0002::/64')
    assert.equal(addressBlock('2001:db8:1:2:ffff:1:2:3'), '2001:0db8:0001:0002::/64')
    assert.equal(addressBlock('2001:db8::1'), '2001:0db8:0000:0000::/64')
  })

  test('a validation error names the field', async ({ client }) => {
    const response = await client.post('/api/auth/login').json({ password: 'x' })
    response.assertStatus(422)
    response.assertBody(
      validationRefusal(response, { errors: { email: 'Le champ e-mail est obligatoire.' } })
    )
  })
})
