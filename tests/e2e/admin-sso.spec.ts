import { request } from '@playwright/test'
import { DEMO_PASSWORD, openAs, openProfile } from '../support/admin.js'
import { expect, test as base } from './fixtures.js'
import { baseURL } from '../playwright.config.js'
import {
  OIDC_CLIENT_ID,
  OIDC_CLIENT_SECRET,
  startOidcProvider,
  type StartedOidcProvider,
} from '../../api/tests/support/oidc_provider.mjs'

/** A demo user signed in through the test provider: its account gets linked to the provider's subject. */
const SSO_USER = 'rmu.manager@demo-retail.test'

const test = base.extend<{ ssoProvider: StartedOidcProvider }, { provider: StartedOidcProvider }>({
  /** The test OpenID provider, registering the addresses the configuration page shows for the retailer. */
  provider: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const api = await request.newContext({ baseURL })
      const session = await api.post('/api/auth/login', {
        data: { email: 'admin@demo-retail.test', password: DEMO_PASSWORD },
      })
      const token = (await session.json()).token as string
      const sso = await (
        await api.get('/api/sso-configurations/account', { headers: { Authorization: `Bearer ${token}` } })
      ).json()
      await api.dispose()
      const started = await startOidcProvider({
        redirectUris: [sso.callbackUrl],
        postLogoutRedirectUris: [sso.logoutUrl],
      })
      await use(started)
      await started.close()
    },
    { scope: 'worker' },
  ],
  /** The test provider, set up through the API as the demo retailer's SSO for its e-mail domain. */
  ssoProvider: async ({ provider, apiAs }, use) => {
    const admin = await apiAs('admin')
    const current = await admin.get<{ version?: number }>('/api/sso-configurations/account')
    await admin.send('PUT', '/api/sso-configurations/account', {
      issuer: provider.issuer,
      clientId: OIDC_CLIENT_ID,
      clientSecret: OIDC_CLIENT_SECRET,
      domains: ['demo-retail.test'],
      isActive: true,
      version: current.version,
    })
    await use(provider)
  },
})

test.describe('Back office single sign-on (OpenID Connect)', () => {
  test('an administrator configures the organisation’s provider', async ({ page, provider }) => {
    await openAs(page, 'admin@demo-retail.test', '/admin/connectors/account/connectors')
    await page.getByRole('link', { name: 'Authentification unique (SSO)' }).click()
    await expect(page).toHaveURL(/\/admin\/connectors\/account\/SSO$/)
    await expect(page.getByLabel('Adresse de retour (redirect URI)')).toHaveValue(
      /\/admin\/open-id\/\d+\/callback$/
    )

    await page.getByLabel('Émetteur (issuer)').fill('http://idp.example.com')
    await page.getByLabel('Identifiant client').fill(OIDC_CLIENT_ID)
    await page.getByLabel('Secret client').fill(OIDC_CLIENT_SECRET)
    await page.getByLabel('Domaines e-mail').fill('demo-retail.test')
    // Off by default: only e-mails the provider asserts as verified link an account.
    await expect(page.getByLabel('Faire confiance aux adresses e-mail du fournisseur')).not.toBeChecked()
    await page.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(page.getByText('L’émetteur doit être une adresse https.')).toBeVisible()

    await page.getByLabel('Émetteur (issuer)').fill(provider.issuer)
    await page.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(page.getByText('Configuration SSO enregistrée')).toBeVisible()
    // The secret comes back masked, never in clear.
    await expect(page.getByLabel('Secret client')).toHaveValue('••••••••')
    await page.getByRole('button', { name: 'Tester la connexion' }).click()
    await expect(page.getByText(`Fournisseur joignable : ${provider.issuer}`)).toBeVisible()
  })

  test('a user of the demo retailer signs in through the provider and out of both', async ({
    page,
    ssoProvider: provider,
  }) => {
    await page.goto('/admin/login')
    await page.getByRole('button', { name: 'Connexion avec mon organisation (SSO)' }).click()
    await page.getByLabel('E-mail professionnel').fill('someone@unknown-company.test')
    await page.getByRole('button', { name: 'Continuer' }).click()
    await expect(page.getByRole('alert')).toContainText('ne correspond à aucune organisation')

    await page.getByLabel('E-mail professionnel').fill(SSO_USER)
    await page.getByRole('button', { name: 'Continuer' }).click()
    // The provider's own sign-in page, the e-mail given as hint.
    await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/interaction/`))
    await expect(page.getByLabel('E-mail')).toHaveValue(SSO_USER)
    await page.getByRole('button', { name: 'Sign in' }).click()

    await expect(page.getByRole('heading', { name: /^Bonjour / })).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/home$/)

    await openProfile(page)
    await page.getByRole('menuitem', { name: 'Déconnexion' }).click()
    await expect(page.getByRole('status')).toContainText(
      'Vous êtes déconnecté de la plateforme et du portail'
    )
    await expect(page).toHaveURL(/\/admin\/open-id\/logout$/)
    await page.getByRole('link', { name: 'Se connecter' }).click()
    await expect(page).toHaveURL(/\/admin\/login$/)

    // The provider's session ended too: signing in again asks for the e-mail at the provider.
    await page.getByRole('button', { name: 'Connexion avec mon organisation (SSO)' }).click()
    await page.getByLabel('E-mail professionnel').fill(SSO_USER)
    await page.getByRole('button', { name: 'Continuer' }).click()
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
  })

  test('a sign-in answer opened in another browser is refused (login CSRF)', async ({
    browser,
    page,
    ssoProvider,
  }) => {
    // The attacker signs in with their own identity and keeps the answer instead of handing it to the API.
    const attacker = await browser.newContext()
    const attackerPage = await attacker.newPage()
    await attacker.route('**/api/open-id/callback', (route) => route.abort())
    await attackerPage.goto('/admin/login')
    await attackerPage.getByRole('button', { name: 'Connexion avec mon organisation (SSO)' }).click()
    await attackerPage.getByLabel('E-mail professionnel').fill('store.manager@demo-retail.test')
    await attackerPage.getByRole('button', { name: 'Continuer' }).click()
    await expect(attackerPage).toHaveURL(new RegExp(`^${ssoProvider.issuer}/interaction/`))
    await attackerPage.getByRole('button', { name: 'Sign in' }).click()
    await attackerPage.waitForURL(/\/admin\/open-id\/\d+\/callback\?.*code=/)
    const link = attackerPage.url()
    await attacker.close()

    // The victim's browser opens the link: no session, a clear refusal.
    await page.goto(link)
    await expect(page.getByRole('alert')).toContainText(
      'Cette connexion n’a pas été commencée dans ce navigateur'
    )
    await expect(page.getByRole('link', { name: 'Retour à la connexion' })).toBeVisible()
    await page.goto('/admin/home')
    await expect(page).toHaveURL(/\/admin\/login$/)
  })
})
