import { expect, test } from '@playwright/test'
import { logIn } from '../support/admin.js'

test.describe('Back office users', () => {
  test('an admin lists, searches, creates and edits a user; the server rules show on the fields', async ({
    page,
  }) => {
    await logIn(page, 'admin@demo-retail.test')
    await page.getByRole('link', { name: 'Utilisateurs' }).first().click()
    await expect(page.getByText(/^1-10 sur \d+$/)).toBeVisible()

    await page.getByPlaceholder('Rechercher').fill('Garnier')
    await expect(page.getByRole('cell', { name: 'store.manager@demo-retail.test' })).toBeVisible()
    await expect(page.getByText('1-1 sur 1')).toBeVisible()
    // Each row says the user's role and the entity it works in.
    await expect(page.getByRole('row').filter({ hasText: 'store.manager@demo-retail.test' })).toContainText(
      /Responsable de magasin · \S/
    )

    await page.getByRole('link', { name: 'Créer' }).click()
    const form = page.locator('form')
    await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill('seller@demo-retail.test')
    await form.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Agathe')
    await form.getByRole('textbox', { name: 'Nom', exact: true }).fill('Perrin')
    await form.getByRole('radio', { name: 'Saisir le mot de passe maintenant' }).check()
    await form.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill('Bienvenue-2026')
    await form
      .getByRole('textbox', { name: 'Confirmation du mot de passe', exact: true })
      .fill('Bienvenue-2026')
    for (const [label, option] of [
      ['Module', 'Enseigne'],
      ['Rôle', 'Vendeur en magasin'],
      ['Entité parente', 'Paris Rivoli'],
    ]) {
      await form.getByRole('combobox', { name: label }).click()
      await page.getByRole('option', { name: option, exact: true }).click()
    }
    await page.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(page.getByText('Cette adresse e-mail est déjà utilisée.')).toBeVisible()

    await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill('agathe.perrin@demo-retail.test')
    await page.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(page.getByText('Cette adresse e-mail est déjà utilisée.')).toHaveCount(0)
    await expect(page).toHaveURL(/\/admin\/users(\?|$)/)
    await page.getByPlaceholder('Rechercher').fill('Perrin')
    await page.getByRole('cell', { name: 'agathe.perrin@demo-retail.test' }).click()
    await expect(page).toHaveURL(/\/admin\/users\/\d+$/)

    await expect(form.getByRole('textbox', { name: 'Prénom', exact: true })).toHaveValue('Agathe')
    await form.getByRole('textbox', { name: 'Prénom', exact: true }).fill('A')
    await page.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(page.getByText('Au moins 2 caractères')).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/users\/\d+$/)
  })
})
