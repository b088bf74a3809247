import { expect, test } from '@playwright/test'
import { logIn } from '../support/admin.js'

test.describe('Back office entities', () => {
  test('an admin creates a store under a management unit; the server bounds show on the fields', async ({
    page,
  }) => {
    await logIn(page, 'admin@demo-retail.test')
    await page.getByRole('link', { name: 'Entités' }).first().click()
    await expect(page.getByRole('cell', { name: 'Direction Île-de-France' })).toBeVisible()

    await page.getByRole('link', { name: 'Créer' }).click()
    const form = page.locator('form')
    await form.getByRole('combobox', { name: 'Type' }).click()
    await page.getByRole('option', { name: 'Magasin', exact: true }).click()
    await form.getByRole('combobox', { name: 'Entité parente' }).click()
    await page.getByRole('option', { name: 'Direction Île-de-France' }).click()
    await form.getByRole('textbox', { name: 'Nom', exact: true }).fill('Paris Bastille')
    await form.getByRole('textbox', { name: 'Identifiant externe' }).fill('DR-PAR-001')
    await form.getByRole('textbox', { name: 'Ville' }).fill('Paris')
    await form.getByRole('spinbutton', { name: 'Latitude' }).fill('48.853')
    await form.getByRole('spinbutton', { name: 'Longitude' }).fill('2.372')
    await page.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(form.getByText("L'identifiant externe existe déjà.")).toBeVisible()

    await form.getByRole('textbox', { name: 'Identifiant externe' }).fill('DR-PAR-006')
    await page.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(page).toHaveURL(/\/admin\/entities(\?|$)/)
    const rows = page.getByRole('row')
    const unit = rows.filter({ hasText: 'Direction Île-de-France' })
    const store = rows.filter({ hasText: 'Paris Bastille' })
    await expect(store).toContainText('Magasin')
    // The tree order puts the new store below its unit.
    const names = await page.getByRole('cell').allInnerTexts()
    expect(names.indexOf('Paris Bastille')).toBeGreaterThan(names.indexOf('Direction Île-de-France'))
    await expect(unit).toHaveCount(1)

    await store.click()
    // The edit form resets to the record once loaded: wait for it before typing.
    await expect(form.getByRole('textbox', { name: 'Nom', exact: true })).toHaveValue('Paris Bastille')
    await expect(form.getByRole('spinbutton', { name: 'Latitude' })).toHaveValue('48.853')
    await form.getByRole('spinbutton', { name: 'Latitude' }).fill('95')
    await page.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(form.getByText('Au plus 90')).toBeVisible()
  })
})
