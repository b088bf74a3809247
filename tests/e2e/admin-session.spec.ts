import { expect, test } from '@playwright/test'
import { logIn, openProfile } from '../support/admin.js'

test.describe('Back office session', () => {
  test('a wrong password shows the translated error and stays on the login page', async ({ page }) => {
    await page.goto('/admin/')
    await expect(page).toHaveURL(/\/admin\/login$/)
    await page.getByLabel('E-mail').fill('seller@demo-retail.test')
    await page.getByLabel('Mot de passe').fill('Mauvais-mot-2')
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click()
    await expect(page.getByRole('alert')).toContainText('Identifiants incorrects')
    await expect(page).toHaveURL(/\/admin\/login$/)
  })

  test('a store seller logs in, sees the shortcuts of its role and logs out', async ({ page }) => {
    await logIn(page, 'seller@demo-retail.test')
    await expect(page.getByRole('heading', { name: 'Bonjour Camille' })).toBeVisible()
    await expect(page.getByText('Paris Rivoli')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Nouveau rachat' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Rachats', exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Utilisateurs' })).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'Réceptionner' })).toHaveCount(0)

    await openProfile(page)
    await page.getByRole('menuitem', { name: 'Déconnexion' }).click()
    await expect(page).toHaveURL(/\/admin\/login$/)
    await page.goto('/admin/users')
    await expect(page).toHaveURL(/\/admin\/login$/)
  })

  test('the language switch translates the back office', async ({ page }) => {
    await logIn(page, 'store.manager@demo-retail.test')
    await page.getByRole('button', { name: 'Langue' }).click()
    await page.getByRole('menuitem', { name: 'English' }).click()
    await expect(page.getByRole('heading', { name: 'Hello Julien' })).toBeVisible()
    await page.getByRole('button', { name: 'Language' }).click()
    await page.getByRole('menuitem', { name: 'Deutsch' }).click()
    await expect(page.getByRole('heading', { name: /Julien/ })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Hello Julien' })).toHaveCount(0)
    await page.getByRole('button', { name: 'Sprache' }).click()
    await page.getByRole('menuitem', { name: 'Français' }).click()
    await expect(page.getByRole('heading', { name: 'Bonjour Julien' })).toBeVisible()
  })

  test('an admin switches module: the permissions and shortcuts follow', async ({ page }) => {
    await logIn(page, 'admin@demo-retail.test')
    await expect(page.getByRole('heading', { name: 'Catalogue' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Réceptionner' })).toHaveCount(0)

    await openProfile(page)
    await page.getByRole('menuitem', { name: 'Ateliers' }).click()
    await expect(page.getByRole('heading', { name: 'Réceptionner' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Catalogue' })).toHaveCount(0)
    await expect(page).toHaveURL(/\/admin\/?(home)?$/)

    await openProfile(page)
    await page.getByRole('menuitem', { name: 'Enseigne' }).click()
    await expect(page.getByRole('heading', { name: 'Catalogue' })).toBeVisible()
  })
})
