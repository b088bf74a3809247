/*
 * A real OpenID Connect provider for the tests: the npm `oidc-provider` on loopback, with one
 * confidential client, a sign-in page that takes any e-mail (its subject is derived from it), consent
 * granted at once, and RP-initiated logout confirmed at once. The Japa suites start it in their process
 * (api/tests/functional/auth/openid.spec.ts); Playwright starts it as a second web server:
 *   node ../api/tests/support/oidc_provider.mjs <port> <redirect uri> <post-logout redirect uri>
 *
 * A test may replace the ID token the token endpoint returns (`tamper`), signed with the provider's own
 * key, to see the relying party refuse a wrong issuer, a wrong audience or an expired token, and rewrite the
 * account's claims (`tamper.claims`, e.g. an e-mail the provider does not assert as verified).
 */
import { createHash } from 'node:crypto'
import http from 'node:http'
import { pathToFileURL } from 'node:url'
import Provider from 'oidc-provider'
import { SignJWT, decodeJwt, exportJWK, generateKeyPair } from 'jose'

export const OIDC_CLIENT_ID = 'reprise-back-office'
export const OIDC_CLIENT_SECRET = 'reprise-test-secret-0123456789abcdef'

const subjectOf = (email) =>
  `sub-${createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 16)}`
const escapeHtml = (value) =>
  String(value).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]
  )

function page(title, body) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family:sans-serif;max-width:420px;margin:48px auto;padding:0 16px">
<h1 style="font-size:1.4rem">Test identity provider</h1>${body}</body></html>`
}

function readForm(req) {
  return new Promise((resolve, reject) => {
    let data = ''
    req.on('data', (chunk) => (data += chunk))
    req.on('end', () => resolve(Object.fromEntries(new URLSearchParams(data))))
    req.on('error', reject)
  })
}

/**
 * Starts the provider on 127.0.0.1:`port` (a free one when 0). `redirectUris` and `postLogoutRedirectUris` are those of the
 * one client. Returns its issuer, a `tamper` hook and `close()`.
 */
export async function startOidcProvider({ port = 0, redirectUris, postLogoutRedirectUris = [] }) {
  // Listening first: with port 0 the system picks a free port, which the issuer must name.
  let handle = (_req, res) => res.end()
  const server = http.createServer((req, res) => handle(req, res))
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve))
  const issuer = `http://127.0.0.1:${server.address().port}`
  const { privateKey } = await generateKeyPair('RS256', { extractable: true })
  const jwk = { ...(await exportJWK(privateKey)), kid: 'test-key', alg: 'RS256', use: 'sig' }
  /** Emails signed in (by subject), for the claims. */
  const emails = new Map()
  const tamper = { idToken: null, claims: null }

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: OIDC_CLIENT_ID,
        client_secret: OIDC_CLIENT_SECRET,
        redirect_uris: redirectUris,
        post_logout_redirect_uris: postLogoutRedirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [jwk] },
    cookies: { keys: ['reprise-oidc-test-cookie-key'] },
    pkce: { required: () => true },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        // Confirmed at once: the relying party asked for it.
        logoutSource: async (ctx, form) => {
          ctx.body = page(
            'Signing out',
            `${form.replace('</form>', '<input type="hidden" name="logout" value="yes"/></form>')}
<p>Signing out…</p><script>document.forms[0].submit()</script>`
          )
        },
      },
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      const email = emails.get(sub)
      if (!email) return undefined
      return {
        accountId: sub,
        claims: async () => {
          const claims = { sub, email, email_verified: true, name: email.split('@')[0] }
          return tamper.claims ? tamper.claims(claims) : claims
        },
      }
    },
    // The relying party is first-party: what it asks for is granted without a consent page.
    async loadExistingGrant(ctx) {
      const grantId =
        ctx.oidc.result?.consent?.grantId || ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId)
      if (grantId) return ctx.oidc.provider.Grant.find(grantId)
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client.clientId,
        accountId: ctx.oidc.session.accountId,
      })
      grant.addOIDCScope('openid email profile')
      await grant.save()
      return grant
    },
  })

  provider.use(async (ctx, next) => {
    await next()
    if (ctx.path === '/token' && ctx.status === 200 && tamper.idToken && ctx.body?.id_token) {
      const claims = tamper.idToken(decodeJwt(ctx.body.id_token))
      ctx.body = {
        ...ctx.body,
        id_token: await new SignJWT(claims)
          .setProtectedHeader({ alg: 'RS256', kid: jwk.kid })
          .sign(privateKey),
      }
    }
  })

  const callback = provider.callback()
  handle = async (req, res) => {
    const match = /^\/interaction\/([^/?]+)(\/login)?/.exec(req.url ?? '')
    if (!match) return callback(req, res)
    try {
      const details = await provider.interactionDetails(req, res)
      if (req.method === 'POST' && match[2]) {
        const { email } = await readForm(req)
        if (!email || !email.includes('@')) throw new Error('An e-mail is needed')
        const sub = subjectOf(email)
        emails.set(sub, email.trim().toLowerCase())
        return await provider.interactionFinished(
          req,
          res,
          { login: { accountId: sub } },
          {
            mergeWithLastSubmission: false,
          }
        )
      }
      const hint = details.params.login_hint ?? ''
      res.setHeader('content-type', 'text/html; charset=utf-8')
      res.end(
        page(
          'Sign in',
          `<form method="post" action="/interaction/${escapeHtml(details.uid)}/login">
<label>E-mail<br><input name="email" type="email" value="${escapeHtml(hint)}" style="width:100%"></label>
<p><button type="submit">Sign in</button></p></form>`
        )
      )
    } catch (error) {
      res.statusCode = 400
      res.setHeader('content-type', 'text/plain')
      res.end(String(error?.message ?? error))
    }
  }
  return {
    issuer,
    tamper,
    subjectOf,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  }
}

// Run as a script (Playwright's second web server).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [port, redirectUri, postLogoutUri] = process.argv.slice(2)
  const started = await startOidcProvider({
    port: Number(port),
    redirectUris: [redirectUri],
    postLogoutRedirectUris: postLogoutUri ? [postLogoutUri] : [],
  })
  console.log(`OpenID provider on ${started.issuer}`)
}
