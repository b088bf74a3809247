import { expect, test } from '@playwright/test'
import { logIn, openAs } from '../support/admin.js'

test.describe('Back office warehouse dispatch', () => {
  test('an admin creates a rule with a brand condition; empty values are refused on the field', async ({
    page,
  }) => {
    await logIn(page, 'admin@demo-retail.test')
    await page.getByRole('menuitem', { name: 'Répartition ateliers' }).click()
    await expect(page.getByRole('cell', { name: 'Consoles vers l’atelier de Lyon' })).toBeVisible()
    await page.getByRole('link', { name: 'Créer' }).click()

    const form = page.locator('form')
    await form.getByRole('textbox', { name: 'Titre' }).fill('Marque Zorglub vers Lille')
    await form.getByRole('combobox', { name: 'Ateliers de destination' }).click()
    await page.getByRole('option', { name: 'Atelier Lille-Lesquin' }).click()
    await page.keyboard.press('Escape')
    await form.getByRole('combobox', { name: /^Attribut/ }).click()
    await page.getByRole('option', { name: 'Marque' }).click()
    await page.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(form.getByText('Indiquez au moins une valeur')).toBeVisible()

    const values = form.getByRole('combobox', { name: 'Valeurs' })
    await values.fill('Zorglub')
    await page.getByRole('option', { name: 'Ajouter la marque « Zorglub »' }).click()
    await page.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(page.getByRole('cell', { name: 'Marque Zorglub vers Lille' })).toBeVisible()
    await expect(page.getByRole('cell', { name: 'Marque est parmi Zorglub' })).toBeVisible()
  })

  test('a workshop manager reads the rules without editing them', async ({ page }) => {
    await openAs(page, 'wh.manager@demo-retail.test', '/admin/warehouse-dispatch')
    await expect(page.getByRole('cell', { name: 'Consoles vers l’atelier de Lyon' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Créer' })).toHaveCount(0)
  })

  test('an admin edits which categories a circuit rule serves', async ({ page }) => {
    await logIn(page, 'admin@demo-retail.test')
    await page.getByRole('menuitem', { name: 'Circuits' }).click()
    await page.getByRole('link', { name: 'Règles par catégorie' }).click()
    await page.getByRole('cell', { name: 'Envoi postal pour les petits produits' }).click()
    const form = page.locator('form')
    const categories = form.getByRole('combobox', { name: 'Catégories' })
    await categories.click()
    await page.getByRole('option').first().click()
    await page.keyboard.press('Escape')
    await form.getByRole('textbox', { name: 'Description' }).fill('Petits <b>produits</b>')
    await page.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(form.getByText('Pas de caractères < ou >')).toBeVisible()
    await form.getByRole('textbox', { name: 'Description' }).fill('Petits produits par La Poste')
    await page.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(page.getByRole('cell', { name: 'Petits produits par La Poste' })).toBeVisible()
  })
})
