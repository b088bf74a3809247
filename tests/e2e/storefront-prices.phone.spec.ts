import { expect, test, type Page } from '@playwright/test'

/** Answers every question with its first answer, then the product's own IMEI. */
async function toOptions(page: Page) {
  await page.goto('/search?q=iphone%2013')
  const diagnostic = page.waitForResponse(/\/diagnostic$/)
  await page
    .getByRole('link', { name: /iPhone 13/ })
    .first()
    .click()
  const { product } = await (await diagnostic).json()
  const counter = page.getByText(/^Question \d+ sur \d+$/)
  const total = Number((await counter.textContent())!.match(/sur (\d+)/)![1])
  for (let position = 1; position <= total; position++) {
    await expect(counter).toHaveText(`Question ${position} sur ${total}`)
    await page.getByRole('radio').first().check()
    await page.getByRole('button', { name: 'Suivant' }).click()
  }
  await page.getByLabel('IMEI (15 à 17 chiffres)').fill(`${product.tacCodes[0]}12345678`)
  await page.getByRole('button', { name: 'Suivant' }).click()
  await expect(page.getByRole('heading', { name: 'Votre estimation' })).toBeVisible()
}

test.describe('Storefront prices and customer details', () => {
  test.setTimeout(90_000)

  test('one total from the choice to the cart; fields checked when left; the IBAN kept', async ({ page }) => {
    await toOptions(page)
    // Translated transport names, the free one preselected.
    await expect(page.getByRole('radio', { name: /Dépôt en magasin/ })).toBeChecked()
    await expect(page.getByText(/Web –/)).toHaveCount(0)

    await page.getByRole('radio', { name: /Bon d’achat/ }).check()
    const breakdown = page.locator('.price-breakdown')
    await expect(breakdown.getByText('Bonus de paiement', { exact: true })).toBeVisible()
    await expect(breakdown.getByText('Bonus de dépôt', { exact: true })).toBeVisible()
    const total = (await breakdown.locator('.price-breakdown-total dd').textContent())!
    await expect(page.getByRole('button', { name: `Ajouter au panier — ${total}` })).toBeVisible()
    await page.getByRole('button', { name: /Ajouter au panier/ }).click()
    await page.getByRole('button', { name: `Oui, je prends le bonus (${total})` }).click()

    // Customer details: a wrong phone and postcode show as soon as the field is left.
    await page.getByLabel('Téléphone *').fill('06 12')
    await page.getByLabel('Code postal *').click()
    await expect(page.getByText("Ce numéro de téléphone n'est pas valide")).toBeVisible()
    await page.getByLabel('Code postal *').fill('7501')
    await page.getByLabel('Ville *').click()
    await expect(page.getByText("Ce code postal n'est pas valide pour le pays choisi.")).toBeVisible()
    await page.getByLabel('Code postal *').fill('75011')
    await expect(page.getByText("Ce code postal n'est pas valide pour le pays choisi.")).toHaveCount(0)
  })
})
