import { expect, test, type Locator, type Page } from '@playwright/test'
import { logIn, openAs, openProfile } from '../support/admin.js'

/** Picks `option` in the nth select of the form labelled `label`. */
async function choose(page: Page, form: Locator, label: string, option: string, nth = 0) {
  await form.getByRole('combobox', { name: label }).nth(nth).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

test.describe('Back office users and their modules', () => {
  test('an admin creates a user with two modules, who logs in and switches module', async ({ page }) => {
    await openAs(page, 'admin@demo-retail.test', '/admin/users/create')
    const form = page.locator('form')
    await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill('ines.marchand@demo-retail.test')
    await form.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Inès')
    await form.getByRole('textbox', { name: 'Nom', exact: true }).fill('Marchand')
    await form.getByRole('radio', { name: 'Saisir le mot de passe maintenant' }).check()
    await form.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill('Bienvenue-2026')
    await form
      .getByRole('textbox', { name: 'Confirmation du mot de passe', exact: true })
      .fill('Bienvenue-2026')

    // A store role under a workshop is refused by the server, on the field.
    await choose(page, form, 'Module', 'Enseigne')
    await choose(page, form, 'Rôle', 'Responsable de magasin')
    await choose(page, form, 'Entité parente', 'Paris Rivoli')
    await form.getByRole('button', { name: 'Ajouter' }).click()
    await choose(page, form, 'Module', 'Enseigne', 1)
    await choose(page, form, 'Rôle', 'Vendeur en magasin', 1)
    await choose(page, form, 'Entité parente', 'Paris Rivoli', 1)
    await page.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(form.getByText("Chaque module ne peut être attribué qu'une fois.")).toBeVisible()

    await choose(page, form, 'Module', 'Ateliers', 1)
    await choose(page, form, 'Rôle', "Opérateur d'atelier", 1)
    await choose(page, form, 'Entité parente', 'Atelier Lille-Lesquin', 1)
    await page.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(page).toHaveURL(/\/admin\/users(\?|$)/)

    await openProfile(page)
    await page.getByRole('menuitem', { name: /Déconnexion/ }).click()
    await logIn(page, 'ines.marchand@demo-retail.test', 'Bienvenue-2026')
    await expect(page.getByRole('heading', { name: 'Nouveau rachat' })).toBeVisible()
    await openProfile(page)
    await page.getByRole('menuitem', { name: 'Ateliers' }).click()
    await expect(page.getByRole('heading', { name: 'Réceptionner' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Nouveau rachat' })).toHaveCount(0)
  })
})
