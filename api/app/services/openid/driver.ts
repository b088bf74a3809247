import type { HttpContext } from '@adonisjs/core/http'
import type {
  AllyDriverContract,
  AllyUserContract,
  Oauth2AccessToken,
  RedirectRequestContract,
} from '@adonisjs/ally/types'
import * as oidc from 'openid-client'
import { issuerConfiguration, type IssuerSettings } from '#services/openid/issuers'

/** What one sign-in attempt must find again when the provider calls back (kept in `openid_sessions`). */
export interface OpenIdChecks {
  state: string
  nonce: string
  codeVerifier: string
}

export interface OpenIdDriverConfig extends IssuerSettings {
  /** The back-office page the provider sends the browser back to (registered at the provider). */
  callbackUrl: string
  loginHint?: string
}

export type OpenIdToken = Oauth2AccessToken & { idToken: string; claims: oidc.IDToken }

const SCOPES = ['openid', 'email', 'profile']

/**
 * The ally driver of an organisation's OpenID Connect provider, over openid-client: discovery,
 * the authorization code flow with PKCE, state and nonce, and the ID token checks (issuer, audience,
 * signature against the provider's keys, expiry, nonce) done by openid-client, never by hand.
 *
 * Each organisation brings its own provider, so the driver is configured per request (`configure`), and
 * the state is kept server-side with the attempt (`withChecks`) rather than in a cookie: the provider calls
 * the back office's page, which hands the answer to the API. That the answer comes from the browser that
 * started the attempt is checked before the driver is used (services/openid/browser_binding.ts).
 */
export class OpenIdConnectDriver implements AllyDriverContract<OpenIdToken, string> {
  version = 'oauth2' as const
  #config?: OpenIdDriverConfig
  #checks?: OpenIdChecks

  constructor(private ctx: HttpContext) {}

  configure(config: OpenIdDriverConfig) {
    this.#config = config
    return this
  }

  withChecks(checks: OpenIdChecks) {
    this.#checks = checks
    return this
  }

  /** The state always lives server-side with the attempt: there is no cookie to skip. */
  stateless() {
    return this
  }

  async redirectUrl(callback?: (request: RedirectRequestContract<string>) => void) {
    if (callback) throw new Error('The OpenID driver takes no redirect callback')
    const { config, checks } = this.#ready()
    const configuration = await issuerConfiguration(config)
    const parameters: Record<string, string> = {
      redirect_uri: config.callbackUrl,
      scope: SCOPES.join(' '),
      state: checks.state,
      nonce: checks.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
      code_challenge_method: 'S256',
    }
    if (config.loginHint) parameters.login_hint = config.loginHint
    return oidc.buildAuthorizationUrl(configuration, parameters).href
  }

  async redirect(callback?: (request: RedirectRequestContract<string>) => void) {
    this.ctx.response.redirect(await this.redirectUrl(callback))
  }

  getCode(): string | null {
    const code = this.ctx.request.input('code')
    return typeof code === 'string' && code ? code : null
  }

  hasCode() {
    return this.getCode() !== null
  }

  accessDenied() {
    return this.ctx.request.input('error') === 'access_denied'
  }

  stateMisMatch() {
    return !this.#checks || this.ctx.request.input('state') !== this.#checks.state
  }

  getError(): string | null {
    const error = this.ctx.request.input('error')
    if (typeof error === 'string' && error) return error
    if (this.stateMisMatch()) return 'state_mismatch'
    return this.hasCode() ? null : 'code_missing'
  }

  hasError() {
    return this.getError() !== null
  }

  /** Exchanges the code (with the PKCE verifier) and validates the ID token; throws on any failed check. */
  async accessToken(): Promise<OpenIdToken> {
    const { config, checks } = this.#ready()
    const configuration = await issuerConfiguration(config)
    const tokens = await oidc.authorizationCodeGrant(configuration, this.#callbackUrlWithAnswer(config), {
      pkceCodeVerifier: checks.codeVerifier,
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      idTokenExpected: true,
    })
    const claims = tokens.claims()
    if (!claims || !tokens.id_token) throw new Error('The provider gave no ID token')
    return {
      token: tokens.access_token,
      type: 'bearer',
      expiresIn: tokens.expires_in,
      idToken: tokens.id_token,
      claims,
    }
  }

  async user(): Promise<AllyUserContract<OpenIdToken>> {
    const token = await this.accessToken()
    let { claims } = token
    if (typeof claims.email !== 'string') {
      const configuration = await issuerConfiguration(this.#ready().config)
      claims = { ...claims, ...(await oidc.fetchUserInfo(configuration, token.token, claims.sub)) }
    }
    const name = [claims.given_name, claims.family_name].filter(Boolean).join(' ')
    return {
      id: claims.sub,
      nickName: String(claims.preferred_username ?? claims.name ?? name ?? ''),
      name: String(claims.name ?? name ?? ''),
      email: typeof claims.email === 'string' ? claims.email : null,
      emailVerificationState:
        claims.email_verified === true
          ? 'verified'
          : claims.email_verified === false
            ? 'unverified'
            : 'unsupported',
      avatarUrl: typeof claims.picture === 'string' ? claims.picture : null,
      token,
      original: claims,
    }
  }

  async userFromToken(accessToken: string): Promise<AllyUserContract<{ token: string; type: 'bearer' }>> {
    const configuration = await issuerConfiguration(this.#ready().config)
    const claims = await oidc.fetchUserInfo(configuration, accessToken, oidc.skipSubjectCheck)
    return {
      id: claims.sub,
      nickName: String(claims.preferred_username ?? claims.name ?? ''),
      name: String(claims.name ?? ''),
      email: typeof claims.email === 'string' ? claims.email : null,
      emailVerificationState: claims.email_verified === true ? 'verified' : 'unsupported',
      avatarUrl: typeof claims.picture === 'string' ? claims.picture : null,
      token: { token: accessToken, type: 'bearer' },
      original: claims,
    }
  }

  async userFromTokenAndSecret(): Promise<never> {
    throw new Error('OpenID Connect is an OAuth 2 flow: there is no token secret')
  }

  /** The callback URL as the provider called it: the answer's parameters on the registered address. */
  #callbackUrlWithAnswer(config: OpenIdDriverConfig) {
    const url = new URL(config.callbackUrl)
    for (const name of ['code', 'state', 'iss', 'session_state', 'error', 'error_description']) {
      const value = this.ctx.request.input(name)
      if (typeof value === 'string' && value) url.searchParams.set(name, value)
    }
    return url
  }

  #ready() {
    if (!this.#config || !this.#checks) throw new Error('The OpenID driver is used before being configured')
    return { config: this.#config, checks: this.#checks }
  }
}
