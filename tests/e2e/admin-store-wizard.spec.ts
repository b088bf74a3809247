import { expect, test } from '@playwright/test'
import { DEMO_PASSWORD, openAs } from '../support/admin.js'

/** A published product with an EAN and no IMEI to collect, as the seller's search finds it. */
async function scannableProduct(request: import('@playwright/test').APIRequestContext) {
  const { token } = await (
    await request.post('/api/auth/login', {
      data: { email: 'seller@demo-retail.test', password: DEMO_PASSWORD },
    })
  ).json()
  const { items } = await (
    await request.get('/api/store/products?keyword=nintendo', {
      headers: { Authorization: `Bearer ${token}` },
    })
  ).json()
  return items.find(
    (item: { eanCode: string | null; isCollectingImei: boolean }) => item.eanCode && !item.isCollectingImei
  ) as {
    label: string
    eanCode: string
  }
}

test.describe('Store buy-back wizard', () => {
  test('a store seller buys back a product for a walk-in customer from its scanned EAN and prints the transfer order', async ({
    page,
    request,
  }) => {
    const product = await scannableProduct(request)
    await openAs(page, 'seller@demo-retail.test', '/admin/buybacks/create')
    // The keyboard-wedge scanner types the EAN and presses Enter: one product, straight to its declaration.
    const search = page.getByLabel('Produit, EAN ou IMEI')
    await search.fill(product.eanCode)
    await search.press('Enter')
    await expect(page.getByRole('heading', { name: product.label })).toBeVisible()
    // Options first: how the product is handed over and how the customer is paid.
    await expect(page.getByLabel('Mode de remise')).toBeVisible()
    const payments = page.getByRole('radiogroup', { name: 'Mode de paiement' })
    await expect(payments.getByRole('radio').first()).toBeChecked()
    await page.getByRole('button', { name: 'Suivant' }).click()
    // Then the declaration, which gives the price with those options.
    const groups = page.getByRole('radiogroup')
    const count = await groups.count()
    expect(count).toBeGreaterThan(0)
    for (let index = 0; index < count; index++) await groups.nth(index).getByRole('radio').first().check()
    await page.getByRole('button', { name: 'Obtenir le prix' }).click()
    await expect(page.getByText(/^État [A-E]/)).toBeVisible()
    await expect(page.getByRole('status')).toContainText(/\d+,\d{2}\s€/)
    await page.getByRole('button', { name: 'Ajouter au panier' }).click()
    await expect(page.getByText(/Panier magasin : 1 rachat/)).toBeVisible()

    const fill = async (label: string, value: string) =>
      page
        .getByLabel(new RegExp(`^${label}`))
        .first()
        .fill(value)
    await fill('Prénom', 'Léa')
    await fill('Nom', 'Comptoir')
    await fill('E-mail', 'lea.comptoir@example.com')
    await fill('Téléphone', '0612345678')
    await fill('Adresse', '12 rue de Rivoli')
    await fill('Code postal', '75004')
    await fill('Ville', 'Paris')
    await fill('Numéro', 'X4RTBPFW4')
    await fill('Délivrée par', 'Préfecture de Paris')
    await fill('Délivrée le', '2020-05-04')
    const ibanField = page.getByLabel('IBAN')
    if (await ibanField.count()) await ibanField.fill('FR7630006000011234567890189')
    await page.getByRole('button', { name: 'Suivant' }).click()

    await expect(page.getByText(/Total : \d+,\d{2}\s€/)).toBeVisible()
    const create = page.getByRole('button', { name: 'Créer le rachat' })
    await expect(create).toBeDisabled()
    await page.getByRole('checkbox').check()
    await create.click()
    await expect(page.getByText('Le rachat est créé.', { exact: false })).toBeVisible()
    // The confirming button is gone: the focus is on the result's heading, not on the page's body.
    await expect(page.getByRole('heading', { level: 2, name: 'Rachat créé' })).toBeFocused()
    const number = (await page.getByRole('link', { name: /^\d{13}$/ }).innerText()).trim()

    const downloading = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Bon de cession' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toBe(`Bon de cession ${number}.pdf`)

    // The store manager finds it in the list by its number, in the store awaiting the shipment.
    await page.context().clearCookies()
    const filter = encodeURIComponent(JSON.stringify({ identificationNumber: number }))
    await openAs(
      page,
      'store.manager@demo-retail.test',
      `/admin/buybacks?filter=${filter}&sort=createdAt&order=DESC&page=1&perPage=25`
    )
    const row = page.getByRole('row').filter({ hasText: number })
    await expect(row).toContainText("Attente d'inventaire")
    await expect(row).toContainText('Léa Comptoir')
    await expect(row).toContainText('Paris Rivoli')
  })
})

test.describe('Store buy-back wizard search', () => {
  test('a store seller browses a category of the catalogue and opens one of its products', async ({
    page,
  }) => {
    await openAs(page, 'seller@demo-retail.test', '/admin/buybacks/create')
    await page.getByLabel('Catégorie').click()
    await page.getByRole('option', { name: 'Consoles de jeux', exact: true }).click()
    await page.getByRole('button', { name: 'Rechercher' }).click()
    const results = page.getByRole('list', { name: 'Produits trouvés' })
    await expect(results.getByRole('button').first()).toBeVisible()
    const first = (await results.getByRole('button').first().locator('span').first().innerText()).trim()
    await results.getByRole('button').first().click()
    await expect(page.getByRole('heading', { name: first })).toBeVisible()
    await expect(page.getByLabel('Mode de remise')).toBeVisible()
  })
})

test.describe('Quarantine', () => {
  test('a workshop manager releases a quarantined item to a chosen stock', async ({ page }) => {
    await openAs(page, 'wh.manager@demo-retail.test', '/admin/buybacksQuarantine')
    const row = page.getByRole('row').nth(1)
    const item = (await row.locator('td').first().innerText()).trim()
    // The buttons are the actions the server lists for the row: all three for an item held.
    await expect(row.getByRole('button', { name: 'Étiquette retour' })).toBeVisible()
    await expect(row.getByRole('button', { name: 'Renvoyer le mail de quarantaine' })).toBeVisible()
    await row.getByRole('button', { name: 'Sortir de quarantaine' }).click()
    const dialog = page.getByRole('dialog')
    const release = dialog.getByRole('button', { name: 'Sortir de quarantaine' })
    await expect(release).toBeDisabled()
    await dialog.getByLabel('Stock de destination').click()
    const stock = page.getByRole('option').first()
    const stockName = (await stock.innerText()).trim()
    await stock.click()
    await dialog.getByRole('checkbox').check()
    await release.click()
    await expect(page.getByText("L'article est sorti de quarantaine.")).toBeVisible()
    // Shown now among the items to reintegrate, in the chosen stock.
    await page.getByLabel('Statut').click()
    await page.getByRole('option', { name: 'À réintégrer en stock' }).click()
    const released = page.getByRole('row').filter({ hasText: item })
    await expect(released).toContainText(stockName)
    // Released, it offers none of them (no return label was booked).
    await expect(released.getByRole('button')).toHaveCount(0)
  })
})

test.describe('Pre-declared buy-backs', () => {
  test('a store seller lists the buy-backs waiting for a drop at a store, and only those', async ({
    page,
  }) => {
    await openAs(page, 'seller@demo-retail.test', '/admin/buybacks-predeclared')
    const rows = page.getByRole('row').filter({ has: page.getByRole('cell') })
    await expect(rows.first()).toBeVisible()
    const count = await rows.count()
    await expect(rows.filter({ hasText: 'Attente de dépôt en magasin' })).toHaveCount(count)
    // The list's own filters still apply: one number finds its row alone.
    const number = (await rows.first().locator('td').first().innerText()).trim()
    await page.goto(
      `/admin/buybacks-predeclared?filter=${encodeURIComponent(JSON.stringify({ identificationNumber: number }))}`
    )
    await expect(rows).toHaveCount(1)
    await expect(rows.first()).toContainText(number)
  })
})
