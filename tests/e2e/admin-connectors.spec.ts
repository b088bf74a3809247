import { expect, test } from '@playwright/test'
import { logIn, openAs } from '../support/admin.js'
import { screen } from '../support/screens.js'

const SECRET = 'e2e-Transport-Secret-9'

test.describe('Back office connectors', () => {
  test('an admin configures a connector, sees its secret masked after a reload and tests the connection', async ({
    page,
  }) => {
    await logIn(page, 'admin@demo-retail.test')
    await page.getByRole('menuitem', { name: 'Connecteurs' }).click()
    await expect(page).toHaveURL(/\/admin\/connectors\/\w+\/connectors$/)
    await expect(page.getByText('reprise.connectors.transport.Sandbox')).toBeVisible()
    // No Sendcloud configuration is active: the page says the sandbox carrier books the labels (a test).
    await expect(page.getByTestId('sandbox-notice')).toContainText('Bac à sable utilisé (test)')
    await expect(page.getByTestId('sandbox-notice')).toContainText(
      "les étiquettes d'envoi (transporteur bac à sable)"
    )

    await page.getByRole('link', { name: 'Ajouter une configuration Transport' }).click()
    const form = page.locator('form')
    await form.getByRole('textbox', { name: 'Nom de la configuration' }).fill('Transporteur E2E')
    await form.getByRole('textbox', { name: 'Numéro de compte' }).fill('ACC-42')
    await form.getByLabel("Clé d'API", { exact: true }).fill(SECRET)
    await page.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(page).toHaveURL(/\/admin\/connectors\/\d+$/)

    await page.reload()
    await expect(form.getByRole('textbox', { name: 'Numéro de compte' })).toHaveValue('ACC-42')
    await expect(form.getByLabel("Clé d'API", { exact: true })).toHaveValue('')
    await expect(form.getByText('Un secret est enregistré : laissez vide pour le conserver.')).toBeVisible()
    expect(await page.content()).not.toContain(SECRET)

    await page.getByRole('button', { name: 'Tester la connexion' }).click()
    await expect(page.getByRole('status')).toHaveText(
      'Connexion réussie (connecteur de test, aucun service distant).'
    )

    // A second configuration cannot take the same name.
    await page.goto('/admin/connectors/account/configurations/transport')
    await form.getByRole('textbox', { name: 'Nom de la configuration' }).fill('Transporteur E2E')
    await form.getByRole('textbox', { name: 'Numéro de compte' }).fill('ACC-43')
    await page.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(form.getByText('Ce nom de configuration est déjà utilisé.')).toBeVisible()
  })

  test('a payment connector test calls its adapter and its calls list shows it', async ({ page }) => {
    await openAs(page, 'admin@demo-retail.test', '/admin/connectors/account/configurations/voucher')
    const form = page.locator('form')
    await form.getByRole('textbox', { name: 'Nom de la configuration' }).fill('Bons E2E')
    // A private address: the platform refuses to call it, and the call log says so.
    await form.getByRole('textbox', { name: "Adresse de l'API" }).fill('https://10.0.0.1/adapter')
    await form.getByRole('textbox', { name: 'Identifiant marchand' }).fill('M-E2E')
    await form.getByLabel(/^Clé d'API/).fill('e2e-Voucher-Secret-3')
    await page.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(page).toHaveURL(/\/admin\/connectors\/\d+$/)

    const calls = page.getByRole('region', { name: 'Derniers appels' })
    await expect(calls.getByText('Aucun appel pour le moment.')).toBeVisible()
    await page.getByRole('button', { name: 'Tester la connexion' }).click()
    await expect(page.getByRole('status')).toContainText("L'adresse du service est absente ou invalide")
    const row = calls.getByRole('row').nth(1)
    await expect(row).toContainText('Test de connexion')
    await expect(row).toContainText('Erreur')
    await expect(row).toContainText('invalid_address')
    await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4}/)
    expect(await page.content()).not.toContain('e2e-Voucher-Secret-3')
    await screen(page, 'connector-calls')
  })
})
