import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import { Settings } from 'luxon'
import type { ApiClient } from '@japa/api-client'
import User from '#models/user'
import Organization from '#models/organization'
import { runDueJobs } from '#services/jobs/queue'
import { passwordLinkToken } from '#actions/auth/password_links'
import { DEMO_PASSWORD, login, tokenOf } from '#tests/helpers/demo'

const EMAIL = 'seller@demo-retail.test'
const NEW_PASSWORD = 'Nouveau-Secret-2026'

/**
 * A fresh address per request: the limiter's counters may live outside the test transaction (MySQL) and
 * survive the run, so the suite never spends the budget of one address.
 */
const someAddress = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.9`
const renew = (client: ApiClient, email: string, address = someAddress()) =>
  client.post('/api/password/renew').header('X-Forwarded-For', address).json({ email })

type Sent = { to: { address: string }[]; subject: string; html: string }

/** Asks for a link, lets the worker send it, returns the token the e-mail carries. */
async function emailedToken(client: ApiClient, messages: ReturnType<typeof mail.fake>['messages']) {
  ;(await renew(client, EMAIL)).assertStatus(202)
  await runDueJobs()
  const sent = messages.sent().at(-1)!.toJSON().message as unknown as Sent
  return decodeURIComponent(sent.html.match(/\/admin\/renew\/([^"]+)"/)![1])
}

const choose = (client: ApiClient, token: string, password = NEW_PASSWORD, extra = {}) =>
  client
    .post(`/api/password/new/${encodeURIComponent(token)}`)
    .header('Accept-Language', 'en')
    .json({ password, passwordConfirmation: password, ...extra })

test.group('Auth / password flows', (group) => {
  group.each.setup(async () => {
    const rollback = await testUtils.db().withGlobalTransaction()
    // Jobs the demo left waiting are not this group's: counted runs start empty.
    await db.from('jobs').delete()
    return rollback
  })
  group.each.teardown(() => mail.restore())

  test('a user resets a lost password from the e-mailed link, in their language, and logs in with it', async ({
    client,
    assert,
  }) => {
    await User.query().where('email', EMAIL).update({ locale: 'nl' })
    const { messages } = mail.fake()
    const token = await emailedToken(client, messages)
    const sent = messages.sent()[0]!.toJSON().message as unknown as Sent
    assert.deepEqual(
      sent.to.map((one) => one.address),
      [EMAIL]
    )
    assert.equal(sent.subject, 'Stel uw wachtwoord opnieuw in')

    const shown = await client.get(`/api/password/new/${encodeURIComponent(token)}`)
    shown.assertStatus(200)
    shown.assertBody({ valid: true, email: EMAIL, isPasswordCreation: false })

    const done = await choose(client, token)
    done.assertStatus(200)
    done.assertBody({ isPasswordCreation: false })
    const audit = await db
      .from('audit_logs')
      .where('entity_type', 'user')
      .where('action', 'update')
      .orderBy('id', 'desc')
      .first()
    assert.include(String(audit.changes), '"password":{"from":"[secret]"')
    await login(client, EMAIL, NEW_PASSWORD)
  })

  test('a link works once: the second use is refused as invalid', async ({ client }) => {
    const { messages } = mail.fake()
    const token = await emailedToken(client, messages)
    ;(await choose(client, token)).assertStatus(200)
    const again = await choose(client, token, 'Encore-Autre-2027')
    again.assertStatus(404)
    again.assertBody({
      code: 'password_link_invalid',
      message: 'This link is not valid or has already been used.',
    })
    ;(await client.get(`/api/password/new/${encodeURIComponent(token)}`)).assertStatus(404)
  })

  test('an expired link is told apart from a tampered one', async ({ client }) => {
    const user = await User.findByOrFail('email', EMAIL)
    const realNow = Settings.now
    Settings.now = () => Date.now() - 2 * 3600 * 1000
    const expired = passwordLinkToken(user, 'reset')
    Settings.now = realNow
    const response = await client
      .get(`/api/password/new/${encodeURIComponent(expired)}`)
      .header('Accept-Language', 'en')
    response.assertStatus(410)
    response.assertBody({
      code: 'password_link_expired',
      message: 'This link has expired: ask for a new one.',
    })

    const genuine = passwordLinkToken(user, 'reset')
    const tampered = `${genuine.slice(0, -3)}${genuine.slice(-3) === 'AAA' ? 'BBB' : 'AAA'}`
    ;(await client.get(`/api/password/new/${encodeURIComponent(tampered)}`)).assertStatus(404)
    ;(await choose(client, tampered)).assertBodyContains({ code: 'password_link_invalid' })
    const forged = passwordLinkToken(user, 'invitation').replace(/^[^.]+/, (part) =>
      Buffer.from(Buffer.from(part, 'base64url').toString().replace('invitation', 'reset')).toString(
        'base64url'
      )
    )
    ;(await client.get(`/api/password/new/${encodeURIComponent(forged)}`)).assertStatus(404)
  })

  test('known and unknown addresses get the same answer; only the known one is e-mailed', async ({
    client,
    assert,
  }) => {
    const { messages } = mail.fake()
    const known = await renew(client, EMAIL)
    const unknown = await renew(client, 'nobody@demo-retail.test')
    assert.equal(known.status(), 202)
    assert.equal(unknown.status(), known.status())
    assert.deepEqual(unknown.body(), known.body())
    // The same work for both at request time: each queues its address; only the known one gets a mail.
    const queued = await db.from('jobs').where('type', 'password_renewal').count('* as n')
    assert.equal(Number(queued[0].n), 2)
    assert.equal(await runDueJobs(), 2)
    messages.assertSentCount(1)
    const invalid = await renew(client, 'not-an-email')
    invalid.assertStatus(422)
  })

  test('a new password closes every session of the user', async ({ client }) => {
    const bearer = await tokenOf(client, EMAIL)
    ;(await client.get('/api/auth/me').bearerToken(bearer)).assertStatus(200)
    const { messages } = mail.fake()
    ;(await choose(client, await emailedToken(client, messages))).assertStatus(200)
    ;(await client.get('/api/auth/me').bearerToken(bearer)).assertStatus(401)
  })

  test('the repeat must match, the rules apply, and a change must differ from the old password', async ({
    client,
    assert,
  }) => {
    const token = passwordLinkToken(await User.findByOrFail('email', EMAIL), 'reset')
    const mismatch = await client
      .post(`/api/password/new/${encodeURIComponent(token)}`)
      .json({ password: NEW_PASSWORD, passwordConfirmation: 'Autre-Secret-2026' })
    mismatch.assertStatus(422)
    assert.property(mismatch.body().errors, 'passwordConfirmation')
    const weak = await choose(client, token, 'alllowercase1')
    weak.assertStatus(422)
    assert.property(weak.body().errors, 'password')
    const same = await choose(client, token, DEMO_PASSWORD)
    same.assertStatus(422)
    same.assertBody({ errors: { password: 'The new password must differ from the old one.' } })
    ;(await choose(client, token)).assertStatus(200)
  })

  test('a user created by an administrator is invited to create a password, with EULA and privacy', async ({
    client,
    assert,
  }) => {
    const { messages } = mail.fake()
    const admin = await tokenOf(client, 'admin@demo-retail.test')
    const store = await Organization.findByOrFail('common_name', 'Paris Rivoli')
    const created = await client
      .post('/api/users')
      .bearerToken(admin)
      .json({
        email: 'agathe.perrin@demo-retail.test',
        firstname: 'Agathe',
        lastname: 'Perrin',
        passwordMode: 'invitation',
        status: 'active',
        modules: [{ module: 'tim', role: 'store_seller', organizationId: store.id }],
      })
    created.assertStatus(201)
    assert.equal(await runDueJobs(), 1)
    const sent = messages.sent()[0]!.toJSON().message as unknown as Sent
    assert.equal(sent.subject, 'Votre compte Demo Retail est prêt')
    const token = decodeURIComponent(sent.html.match(/\/admin\/renew\/([^"]+)"/)![1])

    const shown = await client.get(`/api/password/new/${encodeURIComponent(token)}`)
    shown.assertBody({ valid: true, email: 'agathe.perrin@demo-retail.test', isPasswordCreation: true })
    const refused = await choose(client, token, NEW_PASSWORD, { eulaAccepted: true })
    refused.assertStatus(422)
    assert.deepEqual(Object.keys(refused.body().errors), ['privacyAccepted'])
    const done = await choose(client, token, NEW_PASSWORD, { eulaAccepted: true, privacyAccepted: true })
    done.assertBody({ isPasswordCreation: true })
    await login(client, 'agathe.perrin@demo-retail.test', NEW_PASSWORD)
  })

  test('an SSO-only user is refused password login and gets no reset link', async ({ client }) => {
    await User.query().where('email', EMAIL).update({ forceConnectionBySso: true })
    const { messages } = mail.fake()
    const loginAttempt = await client
      .post('/api/auth/login')
      .header('Accept-Language', 'en')
      .json({ email: EMAIL, password: DEMO_PASSWORD })
    loginAttempt.assertStatus(403)
    loginAttempt.assertBodyContains({ code: 'sso_required' })
    const asked = await renew(client, EMAIL)
    asked.assertStatus(202)
    await runDueJobs()
    messages.assertNoneSent()

    const earlier = passwordLinkToken(await User.findByOrFail('email', EMAIL), 'reset')
    const refused = await choose(client, earlier)
    refused.assertStatus(403)
    refused.assertBodyContains({ code: 'password_sso_managed' })
  })

  test('one address cannot ask for links without end: the eleventh request is refused', async ({
    client,
    assert,
  }) => {
    const address = someAddress()
    const statuses: number[] = []
    for (let index = 0; index < 11; index++) {
      const email = index % 2 ? EMAIL : `nobody${index}@demo-retail.test`
      statuses.push((await renew(client, email, address)).status())
    }
    assert.deepEqual(statuses, [...Array(10).fill(202), 429])
  })
})
