import { createHash, randomBytes } from 'node:crypto'
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import User from '#models/user'
import { openIdCallbackUrl, openIdLogoutUrl } from '#actions/auth/openid'
import { DEMO_PASSWORD, login, tokenOf } from '#tests/helpers/demo'
import {
  OIDC_CLIENT_ID,
  OIDC_CLIENT_SECRET,
  startOidcProvider,
  type StartedOidcProvider,
} from '../../support/oidc_provider.mjs'

const USER = 'manon.petit@demo-retail.test'
const ADMIN = 'admin@demo-retail.test'

let provider: StartedOidcProvider
let accountId: number

/** The browser between the authorization URL and the callback: follows redirects, keeps cookies, signs in. */
async function signInAtProvider(authorizationUrl: string, email: string) {
  const jar = new Map<string, string>()
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const at = pair.indexOf('=')
      jar.set(pair.slice(0, at), pair.slice(at + 1))
    }
  }
  let url = authorizationUrl
  let form: string | null = null
  for (let hop = 0; hop < 12; hop++) {
    const response = await fetch(url, {
      method: form === null ? 'GET' : 'POST',
      redirect: 'manual',
      headers: {
        cookie: cookie(),
        ...(form === null ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
      },
      body: form ?? undefined,
    })
    keep(response)
    form = null
    const location = response.headers.get('location')
    if (location) {
      const next = new URL(location, url)
      if (next.href.startsWith(openIdCallbackUrl(accountId))) return next
      url = next.href
      continue
    }
    const html = await response.text()
    const action = html.match(/<form method="post" action="([^"]+)"/)?.[1]
    if (!action) throw new Error(`The provider answered ${response.status}: ${html.slice(0, 200)}`)
    url = new URL(action, url).href
    form = new URLSearchParams({ email }).toString()
  }
  throw new Error('Too many redirects at the provider')
}

async function configure(client: ApiClient, fields: Record<string, unknown> = {}) {
  const token = await tokenOf(client, ADMIN)
  return client
    .put('/api/sso-configurations/account')
    .bearerToken(token)
    .header('Accept-Language', 'en')
    .json({
      issuer: provider.issuer,
      clientId: OIDC_CLIENT_ID,
      clientSecret: OIDC_CLIENT_SECRET,
      domains: ['demo-retail.test'],
      isActive: true,
      ...fields,
    })
}

/** The secret a back-office tab keeps in its sessionStorage, and its hash, sent when the sign-in starts. */
function browserSecret() {
  const secret = randomBytes(32).toString('base64url')
  return { secret, hash: createHash('sha256').update(secret).digest('base64url') }
}

const startSignIn = (client: ApiClient, domain: string, bindingHash = browserSecret().hash) =>
  client.get('/api/open-id/authorization-url').qs({ domain, bindingHash })

/** Up to the provider's answer, as the back office's callback page posts it from the starting browser. */
async function answerOf(client: ApiClient, email = USER) {
  const browser = browserSecret()
  const started = await startSignIn(client, email, browser.hash)
  started.assertStatus(200)
  const callback = await signInAtProvider(started.body().url, email)
  return {
    organizationId: started.body().organizationId as number,
    ...Object.fromEntries(callback.searchParams),
    bindingSecret: browser.secret,
  }
}

const callBack = (client: ApiClient, answer: Record<string, unknown>) =>
  client.post('/api/open-id/callback').header('Accept-Language', 'en').json(answer)

test.group('Auth / OpenID Connect single sign-on', (group) => {
  group.setup(async () => {
    accountId = (await User.findByOrFail('email', USER)).accountId
    provider = await startOidcProvider({
      redirectUris: [openIdCallbackUrl(accountId)],
      postLogoutRedirectUris: [openIdLogoutUrl()],
    })
    return () => provider.close()
  })
  group.each.setup(async () => {
    provider.tamper.idToken = null
    provider.tamper.claims = null
    return testUtils.db().withGlobalTransaction()
  })

  test('an administrator configures the provider: the secret is encrypted, masked, and kept when the mask comes back', async ({
    client,
    assert,
  }) => {
    const saved = await configure(client)
    saved.assertStatus(200)
    assert.equal(saved.body().clientSecret, '••••••••')
    assert.deepEqual(saved.body().domains, ['demo-retail.test'])
    assert.equal(saved.body().callbackUrl, openIdCallbackUrl(accountId))
    const stored = await db.from('sso_configurations').where('account_id', accountId).firstOrFail()
    assert.notInclude(String(stored.client_secret), OIDC_CLIENT_SECRET)

    const again = await configure(client, { clientSecret: '••••••••', version: saved.body().version })
    again.assertStatus(200)
    const tested = await client
      .post('/api/sso-configurations/account/test')
      .bearerToken(await tokenOf(client, ADMIN))
    tested.assertStatus(200)
    assert.equal(tested.body().issuer, provider.issuer)
    assert.isTrue(tested.body().endSession)
    // A stale form is refused rather than overwriting the newer save.
    ;(await configure(client, { version: saved.body().version })).assertStatus(409)
  })

  test('the configuration is checked: https issuer, domain of one organisation only, admins of the account', async ({
    client,
    assert,
  }) => {
    const insecure = await configure(client, { issuer: 'http://idp.example.com' })
    insecure.assertStatus(422)
    assert.match(insecure.body().errors.issuer, /https/)

    const other = await tokenOf(client, 'admin@other-retail.test')
    ;(
      await client
        .put('/api/sso-configurations/account')
        .bearerToken(other)
        .json({
          issuer: 'https://idp.other.test',
          clientId: 'x',
          domains: ['other-retail.test'],
          isActive: true,
        })
    ).assertStatus(200)
    const taken = await configure(client, { domains: ['demo-retail.test', 'other-retail.test'] })
    taken.assertStatus(422)
    assert.match(taken.body().errors['domains.1'], /another organisation/)
    assert.notProperty(taken.body().errors, 'domains.0')

    const seller = await tokenOf(client, 'seller@demo-retail.test')
    ;(await client.get('/api/sso-configurations/account').bearerToken(seller)).assertStatus(403)
    const organizationOfOther = await db.from('organizations').whereNot('account_id', accountId).firstOrFail()
    ;(
      await client
        .get(`/api/sso-configurations/${organizationOfOther.id}`)
        .bearerToken(await tokenOf(client, ADMIN))
    ).assertStatus(404)
  })

  test('a user signs in through the provider: PKCE, state and nonce, the account linked at the first sign-in', async ({
    client,
    assert,
  }) => {
    ;(await configure(client)).assertStatus(200)
    const started = await startSignIn(client, 'demo-retail.test')
    started.assertStatus(200)
    const url = new URL(started.body().url)
    assert.equal(url.origin, provider.issuer)
    assert.equal(url.searchParams.get('code_challenge_method'), 'S256')
    assert.isNotEmpty(url.searchParams.get('state'))
    assert.isNotEmpty(url.searchParams.get('nonce'))
    assert.equal(url.searchParams.get('redirect_uri'), openIdCallbackUrl(accountId))

    const answer = await answerOf(client)
    const called = await callBack(client, answer)
    called.assertStatus(200)
    const signedIn = await client.post('/api/login').json({
      organizationId: called.body().organizationId,
      openidSessionId: called.body().openidSessionId,
    })
    signedIn.assertStatus(200)
    assert.equal(signedIn.body().user.email, USER)
    ;(await client.get('/api/auth/me').bearerToken(signedIn.body().token)).assertStatus(200)
    const user = await User.findByOrFail('email', USER)
    assert.equal(user.openidSubject, provider.subjectOf(USER))

    // Logging out ends the provider's session too: its logout page, with the ID token as hint.
    const out = await client.post('/api/auth/logout').bearerToken(signedIn.body().token)
    out.assertStatus(200)
    const logout = new URL(out.body().endSessionUrl)
    assert.equal(logout.origin, provider.issuer)
    assert.isNotEmpty(logout.searchParams.get('id_token_hint'))
    assert.equal(logout.searchParams.get('post_logout_redirect_uri'), openIdLogoutUrl())
    ;(await client.get('/api/auth/me').bearerToken(signedIn.body().token)).assertStatus(401)
    // A password session has no provider to leave.
    const password = await login(client, 'seller@demo-retail.test')
    ;(await client.post('/api/auth/logout').bearerToken(password.token)).assertStatus(204)
  })

  test('a replayed answer or a reused sign-in is refused', async ({ client, assert }) => {
    ;(await configure(client)).assertStatus(200)
    const answer = await answerOf(client)
    const first = await callBack(client, answer)
    first.assertStatus(200)
    const replayed = await callBack(client, answer)
    replayed.assertStatus(401)
    assert.equal(replayed.body().code, 'sso_callback_failed')
    assert.match(replayed.body().message, /Signing in through your organisation failed/)

    const exchange = {
      organizationId: first.body().organizationId,
      openidSessionId: first.body().openidSessionId,
    }
    ;(await client.post('/api/login').json(exchange)).assertStatus(200)
    ;(await client.post('/api/login').json(exchange)).assertStatus(401)
    // An unknown state never reaches the provider's token endpoint.
    ;(await callBack(client, { ...answer, state: 'forged-state' })).assertStatus(401)
  })

  test('an answer posted from another browser than the one that started the sign-in is refused (login CSRF)', async ({
    client,
    assert,
  }) => {
    ;(await configure(client)).assertStatus(200)
    // A sign-in is always bound to the browser that starts it.
    const unbound = await client.get('/api/open-id/authorization-url').qs({ domain: USER })
    unbound.assertStatus(422)
    assert.property(unbound.body().errors, 'bindingHash')

    // The attacker's own sign-in, its answer opened by the victim's browser, which holds no secret for it.
    const link = { ...(await answerOf(client)), bindingSecret: undefined }
    const withoutSecret = await callBack(client, link)
    withoutSecret.assertStatus(401)
    assert.equal(withoutSecret.body().code, 'sso_other_browser')
    assert.match(withoutSecret.body().message, /not started in this browser/)
    // The victim's browser holding a secret of its own (a sign-in it started) is refused just the same.
    const other = await answerOf(client)
    const withOtherSecret = await callBack(client, { ...other, bindingSecret: browserSecret().secret })
    withOtherSecret.assertStatus(401)
    assert.equal(withOtherSecret.body().code, 'sso_other_browser')

    const user = await User.findByOrFail('email', USER)
    assert.isNull(user.openidSubject)
    const authenticated = await db.from('openid_sessions').where('status', 'authenticated').count('* as n')
    assert.equal(Number(authenticated[0].n), 0)
    // The refused answers spent nothing: the browser that started the attempt still completes it.
    ;(await callBack(client, other)).assertStatus(200)
    // From the browser that started it, the same sign-in goes through.
    ;(await callBack(client, await answerOf(client))).assertStatus(200)
  })

  test('an e-mail the provider does not assert as verified links no account, unless the organisation trusts its e-mails', async ({
    client,
    assert,
  }) => {
    const saved = await configure(client)
    saved.assertStatus(200)
    assert.isFalse(saved.body().trustProviderEmails)
    const unverified = (claims: Record<string, unknown>) => ({ ...claims, email_verified: false })
    const unasserted = ({ email_verified: _dropped, ...claims }: Record<string, unknown>) => claims
    for (const rewrite of [unverified, unasserted]) {
      provider.tamper.claims = rewrite
      const refused = await callBack(client, await answerOf(client))
      refused.assertStatus(401)
      assert.equal(refused.body().code, 'sso_email_unverified')
      assert.match(refused.body().message, /has not verified this e-mail address/)
    }
    assert.isNull((await User.findByOrFail('email', USER)).openidSubject)

    // A verified e-mail still links its account.
    provider.tamper.claims = null
    ;(await callBack(client, await answerOf(client, 'store.manager@demo-retail.test'))).assertStatus(200)
    const manager = await User.findByOrFail('email', 'store.manager@demo-retail.test')
    assert.equal(manager.openidSubject, provider.subjectOf('store.manager@demo-retail.test'))

    // The organisation says it trusts its provider's e-mails: the unverified one links too.
    const trusting = await configure(client, { trustProviderEmails: true, version: saved.body().version })
    trusting.assertStatus(200)
    assert.isTrue(trusting.body().trustProviderEmails)
    provider.tamper.claims = unverified
    ;(await callBack(client, await answerOf(client))).assertStatus(200)
    assert.equal((await User.findByOrFail('email', USER)).openidSubject, provider.subjectOf(USER))
  })

  test('an ID token of another issuer, for another audience or expired is refused', async ({
    client,
    assert,
  }) => {
    ;(await configure(client)).assertStatus(200)
    const cases: [string, (claims: Record<string, unknown>) => Record<string, unknown>][] = [
      ['issuer', (claims) => ({ ...claims, iss: 'http://127.0.0.1:1/other' })],
      ['audience', (claims) => ({ ...claims, aud: 'another-client' })],
      [
        'expiry',
        (claims) => ({
          ...claims,
          iat: Math.floor(Date.now() / 1000) - 7200,
          exp: Math.floor(Date.now() / 1000) - 3600,
        }),
      ],
    ]
    // The same claims signed again by the provider's key pass: the refusals below come from the claim changed.
    provider.tamper.idToken = (claims) => claims
    ;(await callBack(client, await answerOf(client, 'store.manager@demo-retail.test'))).assertStatus(200)
    for (const [name, rewrite] of cases) {
      provider.tamper.idToken = rewrite
      const answer = await answerOf(client)
      const refused = await callBack(client, answer)
      assert.equal(refused.status(), 401, name)
      assert.equal(refused.body().code, 'sso_callback_failed', name)
    }
    provider.tamper.idToken = null
    const user = await User.findByOrFail('email', USER)
    assert.isNull(user.openidSubject)
    const authenticated = await db.from('openid_sessions').where('status', 'authenticated').count('* as n')
    assert.equal(Number(authenticated[0].n), 1)
  })

  test('a provider whose issuer is not the configured one is a configuration error', async ({
    client,
    assert,
  }) => {
    ;(await configure(client, { issuer: provider.issuer.replace('127.0.0.1', 'localhost') })).assertStatus(
      200
    )
    const refused = await startSignIn(client, USER).header('Accept-Language', 'en')
    refused.assertStatus(502)
    assert.equal(refused.body().code, 'sso_configuration_error')
  })

  test('an e-mail of no organisation, or of nobody in the organisation, is refused', async ({
    client,
    assert,
  }) => {
    ;(await configure(client)).assertStatus(200)
    const unknown = await startSignIn(client, 'someone@elsewhere.test').header('Accept-Language', 'fr')
    unknown.assertStatus(404)
    assert.equal(unknown.body().code, 'sso_no_organization')
    assert.match(unknown.body().message, /aucune organisation/)

    const stranger = await callBack(client, await answerOf(client, 'nobody@demo-retail.test'))
    stranger.assertStatus(404)
    assert.equal(stranger.body().code, 'sso_no_organization')
  })

  test('a user bound to single sign-on signs in through the provider only; an inactive user not at all', async ({
    client,
    assert,
  }) => {
    ;(await configure(client)).assertStatus(200)
    await User.query().where('email', USER).update({ forceConnectionBySso: true })
    const password = await client.post('/api/auth/login').json({ email: USER, password: DEMO_PASSWORD })
    password.assertStatus(403)
    assert.equal(password.body().code, 'sso_required')
    const called = await callBack(client, await answerOf(client))
    called.assertStatus(200)
    ;(await client.post('/api/login').json(called.body())).assertStatus(200)

    await User.query().where('email', USER).update({ status: 'inactive' })
    const inactive = await callBack(client, await answerOf(client))
    inactive.assertStatus(403)
    assert.equal(inactive.body().code, 'user_inactive')
  })
})
