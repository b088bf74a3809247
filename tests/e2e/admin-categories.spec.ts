import { expect, test } from '@playwright/test'
import { openAs } from '../support/admin.js'
import { tinyPng } from '../support/catalogue.js'

test.describe('Back office categories', () => {
  test('an admin sees the tree, creates a category with an image and the server rules show on the fields', async ({
    page,
  }) => {
    const suffix = Date.now().toString(36)
    const label = `Téléphones pliables et à clapet de collection ${suffix}`
    await openAs(page, 'admin@demo-retail.test', '/admin/categories/list')
    const tree = page.getByRole('table', { name: 'Catégories' })
    await expect(tree.getByRole('columnheader', { name: 'Publiés web' })).toBeVisible()
    await expect(tree.getByRole('row', { name: /Smartphones/ })).toBeVisible()
    await page.getByRole('button', { name: 'Déplier Smartphones' }).click()
    await expect(tree.getByRole('row', { name: /Apple iPhone/ })).toBeVisible()

    await page.getByRole('link', { name: 'Créer' }).click()
    const form = page.locator('form')
    await form.getByRole('textbox', { name: 'Libellé' }).fill(label)
    await form.getByRole('textbox', { name: 'Identifiant' }).fill('Pliables')
    await form.getByRole('combobox', { name: 'Catégorie parente' }).click()
    await page.getByRole('option', { name: 'Smartphones', exact: true }).click()
    await form.getByRole('combobox', { name: 'Acheteur' }).click()
    await page.getByRole('option', { name: 'Demo Buyer' }).click()
    await form.getByRole('checkbox', { name: 'Atelier Lille-Lesquin' }).check()
    await form.getByRole('spinbutton', { name: 'Poids (g)' }).fill('250')
    await form.getByLabel('Image de la catégorie').setInputFiles({
      name: 'pliable.png',
      mimeType: 'image/png',
      buffer: tinyPng(),
    })
    await expect(form.getByRole('img', { name: 'Aperçu de l’image de la catégorie' })).toBeVisible()

    await page.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(form.getByText('Lettres minuscules, chiffres, « - » et « _ » uniquement')).toBeVisible()

    await form.getByRole('textbox', { name: 'Identifiant' }).fill('tablets')
    await page.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(form.getByText('Cet identifiant est déjà utilisé dans le catalogue.')).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/categories\/create$/)

    await form.getByRole('textbox', { name: 'Identifiant' }).fill(`pliables-${suffix}`)
    await page.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(page).toHaveURL(/\/admin\/categories\/list$/)
    await page.getByRole('button', { name: 'Déplier Smartphones' }).click()
    const row = tree.getByRole('row', { name: new RegExp(`pliables-${suffix}`) })
    await expect(row).toBeVisible()
    // Labels are cut at 40 characters; the full label is on hover.
    await expect(row.getByTitle(label)).toHaveText(`${label.slice(0, 39)}…`)

    await row.getByRole('link', { name: `Modifier ${label}` }).click()
    await expect(
      page.locator('form').getByRole('img', { name: 'Aperçu de l’image de la catégorie' })
    ).toHaveAttribute('src', /^\/api\/files\/categories\/.+\.png$/)
  })

  test('deleting a category with subcategories shows the refusal', async ({ page }) => {
    await openAs(page, 'admin@demo-retail.test', '/admin/categories/list')
    await page
      .getByRole('table', { name: 'Catégories' })
      .getByRole('link', { name: 'Modifier Consoles de jeux' })
      .click()
    await page.getByRole('button', { name: 'Supprimer' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmer' }).click()
    await expect(
      page
        .getByText('Cette catégorie contient des sous-catégories : supprimez-les ou déplacez-les d’abord.')
        .first()
    ).toBeVisible()
  })
})
