import { expect, test } from '@playwright/test'
import { logIn } from '../support/admin.js'

test.describe('Back office SFTP drop', () => {
  test('an administrator activates the SFTP drop and sees the password once', async ({ page }) => {
    await logIn(page, 'admin@demo-retail.test')
    // The demo retailer holds the sftp_access premium feature: the settings menu offers the drop.
    await page.getByRole('menuitem', { name: 'Dépôt SFTP' }).click()
    await expect(page).toHaveURL(/\/admin\/settings\/sftp$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Dépôt SFTP' })).toBeVisible()
    await expect(page.getByText('products-import.csv', { exact: true })).toBeVisible()

    // A run against a database where the drop is already on starts by switching it off.
    const deactivate = page.getByRole('button', { name: 'Désactiver' })
    const activate = page.getByRole('button', { name: /^(Activer|Réactiver avec un nouveau mot de passe)$/ })
    await expect(deactivate.or(activate)).toBeVisible()
    if (await deactivate.isVisible()) {
      await deactivate.click()
      await page.getByRole('dialog').getByRole('button', { name: 'Désactiver' }).click()
      await expect(page.getByText('Accès SFTP désactivé.')).toBeVisible()
    }

    await activate.click()
    const alert = page.getByRole('alert').filter({ hasText: 'Mot de passe SFTP' })
    await expect(alert).toContainText('il ne sera plus jamais affiché')
    const password = (await page.getByTestId('sftp-password').innerText()).trim()
    expect(password).toMatch(/^[\w-]{24}$/)
    await expect(page.getByText('Actif', { exact: true })).toBeVisible()
    await expect(page.getByText(/^demo-retail-\d+$/)).toBeVisible()

    // Shown once: back on the page, the password is gone for good.
    await page.reload()
    await expect(page.getByText('Actif', { exact: true })).toBeVisible()
    await expect(page.getByTestId('sftp-password')).toHaveCount(0)
    await expect(page.getByText(password)).toHaveCount(0)

    // Deactivation, then reactivation issues a different password.
    await page.getByRole('button', { name: 'Désactiver' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Désactiver' }).click()
    await expect(page.getByText('Inactif', { exact: true })).toBeVisible()
    await page.getByRole('button', { name: 'Réactiver avec un nouveau mot de passe' }).click()
    const renewed = (await page.getByTestId('sftp-password').innerText()).trim()
    expect(renewed).toMatch(/^[\w-]{24}$/)
    expect(renewed).not.toBe(password)
  })

  test('a client without the premium feature has no SFTP entry', async ({ page }) => {
    await logIn(page, 'admin@other-retail.test')
    await expect(page.getByRole('menuitem', { name: 'Paramètres généraux' })).toBeVisible()
    await expect(page.getByRole('menuitem', { name: 'Dépôt SFTP' })).toHaveCount(0)
  })
})
