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

export async function openProfile(page: Page) {
  await page.getByRole('button', { name: 'Profil' }).click()
}
