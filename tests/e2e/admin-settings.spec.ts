import { expect, test } from '@playwright/test'
import { DEMO_PASSWORD, logIn } from '../support/admin.js'

test.describe('Back office settings', () => {
  test('an admin saves the general settings; a negative cart minimum is refused on the field', async ({
    page,
  }) => {
    await logIn(page, 'admin@demo-retail.test')
    await page.getByRole('menuitem', { name: 'Paramètres généraux' }).click()
    const cart = page.getByRole('spinbutton', { name: /Valeur minimale du panier/ })
    await expect(page.getByRole('textbox', { name: 'E-mail du DPO' })).toHaveValue('dpo@demo-retail.test')
    await cart.fill('-3')
    await page.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(page.getByText('Un entier positif')).toBeVisible()
    await cart.fill('15')
    await page.getByRole('tab', { name: 'Textes' }).click()
    await page.getByRole('button', { name: 'Anglais' }).click()
    await page
      .getByRole('textbox', { name: "Instructions d'emballage" })
      .fill('Wrap the phone in bubble wrap')
    await page.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(page.getByText('Élément mis à jour')).toBeVisible()
    await page.reload()
    await expect(cart).toHaveValue('15')

    await page.getByRole('tab', { name: 'Documents légaux' }).click()
    await page.locator('input[type=file][aria-label="Conditions générales"]').setInputFiles({
      name: 'cgu.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('not really a pdf'),
    })
    await expect(
      page.getByRole('alert').filter({ hasText: 'Le fichier doit être de type PDF.' })
    ).toBeVisible()
    await page.locator('input[type=file][aria-label="Conditions générales"]').setInputFiles({
      name: 'cgu.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(128)]),
    })
    await expect(page.getByRole('link', { name: 'Ouvrir le PDF' })).toBeVisible()
    // The upload refreshed the form's version: saving again is not taken for a concurrent edit.
    await page.getByRole('tab', { name: 'Général' }).click()
    await cart.fill('16')
    await page.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(page.getByText('Élément mis à jour')).toBeVisible()
  })

  test('transfer order terms take variables from the list and refuse any other', async ({ page }) => {
    await logIn(page, 'admin@demo-retail.test')
    await page.getByRole('menuitem', { name: /Bon de cession/ }).click()
    const terms = page.getByRole('textbox', { name: 'Conditions générales du bon de cession' })
    await expect(terms).toHaveValue(/\{\{customer_firstname\}\}/)
    await terms.fill('Cédé à ')
    await page.getByRole('combobox', { name: 'Insérer une variable' }).click()
    await page.getByRole('option', { name: /Nom de l'acheteur/ }).click()
    await expect(terms).toHaveValue('Cédé à {{buyer_name}}')
    await terms.press('End')
    await terms.pressSequentially(' par {{iban}}')
    await page.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(page.getByText('Variables inconnues : {{iban}}. Insérez-les depuis la liste.')).toBeVisible()
    await terms.fill('Cédé à {{buyer_name}} pour {{total_price}}.')
    await page.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(page.getByText('Élément mis à jour')).toBeVisible()
  })
})

test.describe('Back office design', () => {
  // The storefront specs expect the demo colour: put it back whatever happens here.
  test.afterEach(async ({ request }) => {
    const login = await request.post('/api/auth/login', {
      data: { email: 'admin@demo-retail.test', password: DEMO_PASSWORD },
    })
    const { token } = await login.json()
    await request.put('/api/settings/design', {
      headers: { Authorization: `Bearer ${token}`, 'X-Module': 'tim' },
      data: { mainColor: '#c2185b' },
    })
  })

  test('the admin changes the main colour; the back office and the storefront follow it', async ({
    page,
  }) => {
    await logIn(page, 'admin@demo-retail.test')
    await page.getByRole('menuitem', { name: 'Apparence' }).click()
    const colour = page.getByRole('textbox', { name: 'Couleur principale' })
    await expect(colour).toHaveValue('#c2185b')
    await colour.fill('teal')
    await page.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(page.getByText('Une couleur au format #rrggbb')).toBeVisible()
    await colour.fill('#00796b')
    await page.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(page.getByText('Élément mis à jour')).toBeVisible()
    await expect(page.locator('header').first()).toHaveCSS('background-color', 'rgb(0, 121, 107)')

    await page.locator('input[type=file][aria-label="Favicon"]').setInputFiles({
      name: 'favicon.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(30 * 1024),
    })
    await expect(
      page.getByRole('alert').filter({ hasText: 'Le favicon ne doit pas dépasser 20 ko.' })
    ).toBeVisible()

    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1, name: 'Demo Retail' })).toBeVisible()
    const mainColour = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--color-main').trim().toLowerCase()
    )
    expect(mainColour).toBe('#00796b')
  })
})
