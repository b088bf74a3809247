import type { SsoTexts } from './fr'

export const ssoEn: SsoTexts = {
  sign_in: {
    button: 'Sign in with my organisation (SSO)',
    intro: "Enter your work e-mail: you will be redirected to your organisation's sign-in portal.",
    email: 'Work e-mail',
    continue: 'Continue',
    back: 'Sign in with a password',
  },
  callback: {
    title: 'Signing in',
    progress: 'Checking your identity with your organisation…',
    failed_title: 'Cannot sign in',
    retry: 'Back to sign-in',
  },
  logout: {
    title: 'Signed out',
    done: "You are signed out of the platform and of your organisation's portal.",
    login: 'Sign in',
  },
  configuration: {
    title: 'Single sign-on (SSO)',
    intro:
      "Your users sign in with your organisation's OpenID Connect identity provider. Register the two addresses below there.",
    issuer: 'Issuer',
    issuer_help: "The provider's https address, for example https://login.example.com/realms/company",
    client_id: 'Client ID',
    client_secret: 'Client secret',
    client_secret_help: 'Left masked, the stored secret is kept. Empty: a public client.',
    domains: 'E-mail domains',
    domains_help: 'Comma-separated, for example example.com, example.co.uk',
    active: 'SSO active',
    trust_emails: "Trust the provider's e-mail addresses",
    trust_emails_help:
      'Links a user by e-mail even when the provider does not assert it as verified (email_verified). Only turn on if your users cannot choose their address at the provider.',
    callback_url: 'Redirect URI',
    logout_url: 'Post-logout redirect URI',
    save: 'Save',
    saved: 'SSO configuration saved',
    test: 'Test the connection',
    test_ok: 'Provider reachable: %{issuer}',
    not_configured: 'No provider is configured for this organisation yet.',
  },
}
