import { expect, test } from '@playwright/test'
import { logIn, openAs } from '../support/admin.js'

test.describe('Back office stocks', () => {
  test('a workshop manager creates a stock; a taken name is refused; a default stock keeps its name', async ({
    page,
  }) => {
    await logIn(page, 'wh.manager@demo-retail.test')
    await page.getByRole('menuitem', { name: 'Stocks' }).click()
    const rows = page.getByRole('row')
    const native = rows.filter({ has: page.getByText('Par défaut', { exact: true }) }).first()
    await expect(native).toBeVisible()
    const nativeName = (await native.getByRole('cell').first().innerText()).trim()

    await page.getByRole('link', { name: 'Créer' }).click()
    const form = page.locator('form')
    await form.getByRole('textbox', { name: 'Nom' }).fill(nativeName)
    await page.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(form.getByText('Ce nom est déjà pris.')).toBeVisible()

    await form.getByRole('textbox', { name: 'Nom' }).fill('Étagère B12')
    await form.getByRole('textbox', { name: 'Emplacement' }).fill('Allée B, niveau 2')
    await page.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(page.getByRole('cell', { name: 'Étagère B12' })).toBeVisible()

    await page.getByRole('cell', { name: nativeName, exact: true }).click()
    await expect(form.getByRole('textbox', { name: 'Nom' })).toBeDisabled()
    await expect(form.getByText('Un stock par défaut garde son nom.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Supprimer' })).toHaveCount(0)
  })
})

test.describe('Back office refurb steps', () => {
  test('a workshop manager creates a refurb step with a cost per workshop', async ({ page }) => {
    await logIn(page, 'wh.manager@demo-retail.test')
    await page.getByRole('menuitem', { name: 'Types d’étapes' }).click()
    await page.getByRole('link', { name: 'Créer' }).click()
    const form = page.locator('form')
    await form.getByRole('textbox', { name: 'Nom' }).fill('Nettoyage du port USB-C')
    await form.getByRole('combobox', { name: 'Stock' }).click()
    await page.getByRole('option').first().click()
    await form.getByRole('button', { name: 'Ajouter' }).click()
    await form.getByRole('combobox', { name: 'Atelier' }).click()
    await page.getByRole('option', { name: 'Atelier Lille-Lesquin' }).click()
    await form.getByRole('spinbutton', { name: 'Coût (€)' }).fill('39.90')
    await page.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(page.getByRole('cell', { name: 'Nettoyage du port USB-C' })).toBeVisible()
    await page.getByRole('cell', { name: 'Nettoyage du port USB-C' }).click()
    await expect(form.getByRole('spinbutton', { name: 'Coût (€)' })).toHaveValue('39.9')
  })
})

test.describe('Back office refurb diagnosis questions', () => {
  test('a workshop manager adds a question with two answers proposing refurb steps', async ({ page }) => {
    await openAs(page, 'wh.manager@demo-retail.test', '/admin/refurb-diagnosis-questions/create')
    const form = page.locator('form')
    await form.getByRole('textbox', { name: 'Question' }).fill('Le bouton latéral répond-il ?')
    const answers = form.getByRole('textbox', { name: 'Réponse' })
    await answers.nth(0).fill('Oui, normalement')
    await answers.nth(1).fill('Non, bouton bloqué')
    await form.getByRole('combobox', { name: 'Étapes de reconditionnement proposées' }).nth(1).click()
    await page.getByRole('option').first().click()
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(page.getByRole('cell', { name: 'Le bouton latéral répond-il ?' })).toBeVisible()
  })
})
