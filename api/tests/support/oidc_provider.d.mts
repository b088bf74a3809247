/** Types of the test OpenID provider (oidc_provider.mjs), for the Japa suites written in TypeScript. */
export declare const OIDC_CLIENT_ID: string
export declare const OIDC_CLIENT_SECRET: string

export interface StartedOidcProvider {
  issuer: string
  /**
   * Set `idToken` to rewrite the claims of the next ID tokens (re-signed with the provider's key), `claims`
   * to rewrite the account's claims as the provider gives them (ID token and userinfo).
   */
  tamper: {
    idToken: ((claims: Record<string, unknown>) => Record<string, unknown>) | null
    claims: ((claims: Record<string, unknown>) => Record<string, unknown>) | null
  }
  subjectOf(email: string): string
  close(): Promise<void>
}

export declare function startOidcProvider(options: {
  port?: number
  redirectUris: string[]
  postLogoutRedirectUris?: string[]
}): Promise<StartedOidcProvider>
