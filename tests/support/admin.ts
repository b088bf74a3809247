import { expect, type Page } from '@playwright/test'

export const DEMO_PASSWORD = 'Reprise-Demo-1'

/** Logs in through the back-office login page and waits for the dashboard. */
export async function logIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/admin/login')
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Mot de passe').fill(password)
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click()
  await expect(page.getByRole('heading', { name: /^Bonjour / })).toBeVisible()
}

/**
 * A fixture for the tests that start on a given screen: the session is opened through the API and stored
 * where the back office keeps it (localStorage, as its login page does), then `path` is opened directly,
 * without the login form and the dashboard in between. The test waits on the screen it opens.
 */
export async function openAs(page: Page, email: string, path: string, password = DEMO_PASSWORD) {
  const response = await page.request.post('/api/auth/login', { data: { email, password } })
  expect(response.ok(), `login of ${email} answered ${response.status()}`).toBeTruthy()
  const session = await response.text()
  // Any page of the origin gives access to its localStorage; the health check is the lightest.
  await page.goto('/api/health')
  await page.evaluate((value) => window.localStorage.setItem('reprise.session', value), session)
  await page.goto(path)
}

export async function openProfile(page: Page) {
  await page.getByRole('button', { name: 'Profil' }).click()
}
