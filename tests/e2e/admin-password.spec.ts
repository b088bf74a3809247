import { expect, test } from '@playwright/test'
import { logIn } from '../support/admin.js'
import { emailedLink } from '../support/outbox.js'

/** A demo seller no other suite logs in with: changing their password disturbs no one. */
const EMAIL = 'manon.petit@demo-retail.test'

test.describe('Back office lost password', () => {
  test('a user asks for a new password, opens the e-mailed link, sets it and logs in with it', async ({
    page,
  }) => {
    const newPassword = `Oubli-${Date.now()}-Aa1`
    const since = Date.now()
    await page.goto('/admin/login')
    await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click()
    await expect(page).toHaveURL(/\/admin\/lostPassword$/)
    await page.getByLabel('E-mail').fill(EMAIL)
    await page.getByRole('button', { name: 'Recevoir le lien' }).click()
    await expect(page.getByRole('status')).toContainText('Si un compte correspond à cette adresse')

    const link = await emailedLink(/href="([^"]*\/admin\/renew\/[^"]+)"/, EMAIL, since, 'the password e-mail')
    await page.goto(link)
    await expect(page.getByRole('heading', { name: 'Nouveau mot de passe' })).toBeVisible()
    await page.getByLabel(/^Mot de passe/).fill(newPassword)
    await page.getByLabel(/^Confirmer le mot de passe/).fill(`${newPassword}x`)
    await page.getByRole('button', { name: 'Changer mon mot de passe' }).click()
    await expect(page.getByText(/identiques|match/i)).toBeVisible()

    await page.getByLabel(/^Confirmer le mot de passe/).fill(newPassword)
    await page.getByRole('button', { name: 'Changer mon mot de passe' }).click()
    await expect(page.getByRole('heading', { name: 'Mot de passe modifié' })).toBeVisible()
    await page.getByRole('link', { name: 'Se connecter' }).click()
    await expect(page).toHaveURL(/\/admin\/login$/)
    await logIn(page, EMAIL, newPassword)

    // The link worked once: opened again, it says so.
    await page.goto(link)
    await expect(page.getByRole('heading', { name: 'Lien invalide' })).toBeVisible()
  })
})
