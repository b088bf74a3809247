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
    await expect(page.locator('#react-admin-title')).toHaveText('Créer une entité')
    const form = page.locator('form')
    // A workshop has no default workshop: only a store is offered one.
    await form.getByRole('combobox', { name: 'Type' }).click()
    await page.getByRole('option', { name: 'Atelier', exact: true }).click()
    await expect(form.getByRole('combobox', { name: 'Atelier par défaut' })).toHaveCount(0)
    await form.getByRole('combobox', { name: 'Type' }).click()
    await page.getByRole('option', { name: 'Magasin', exact: true }).click()
    await expect(form.getByRole('combobox', { name: 'Atelier par défaut' })).toBeVisible()
    await page.screenshot({ path: 'test-results/entity-create-store.png', fullPage: true })
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
    await expect(page.locator('#react-admin-title')).toHaveText(
      'Modifier l’entité «\u00a0Paris Bastille\u00a0»'
    )
    // The edit form resets to the record once loaded: wait for it before typing.
    await expect(form.getByRole('textbox', { name: 'Nom', exact: true })).toHaveValue('Paris Bastille')
    await expect(form.getByRole('spinbutton', { name: 'Latitude' })).toHaveValue('48.853')
    await form.getByRole('spinbutton', { name: 'Latitude' }).fill('95')
    await page.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(form.getByText('Au plus 90')).toBeVisible()
  })

  test('the platform admin acting for no client sees whose each record is, and filters by client', async ({
    page,
  }) => {
    await logIn(page, 'superadmin@reprise.test')
    for (const path of [
      'stocks',
      'circuits',
      'refurb-steps',
      'warehouse-dispatch',
      'products',
      'categories',
    ]) {
      await page.goto(`/admin/${path}`)
      await expect(page.getByRole('columnheader', { name: 'Client' }), path).toBeVisible()
      await expect(page.getByRole('cell', { name: 'Demo Retail', exact: true }).first(), path).toBeVisible()
    }
    await page.goto('/admin/stocks')
    await page.getByRole('button', { name: 'Ajouter un filtre' }).click()
    await page.getByRole('menu').getByText('Client', { exact: true }).click()
    await page.getByRole('combobox', { name: 'Client' }).fill('Other')
    await page.getByRole('option', { name: 'Other Retail' }).click()
    await expect(page.getByRole('cell', { name: 'Demo Retail', exact: true })).toHaveCount(0)
    await page.screenshot({ path: 'test-results/stocks-client-filter.png', fullPage: true })

    await page.goto('/admin/products')
    await expect(page.getByRole('cell', { name: 'Demo Retail', exact: true }).first()).toBeVisible()
    await page.getByRole('combobox', { name: 'Client' }).click()
    await page.getByRole('option', { name: 'Other Retail' }).click()
    await page.getByRole('button', { name: 'Rechercher' }).click()
    await expect(page).toHaveURL(/client=\d+/)
    await expect(page.getByRole('cell', { name: 'Demo Retail', exact: true })).toHaveCount(0)
  })
})
