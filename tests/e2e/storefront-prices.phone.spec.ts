import { expect, test, type Page } from '@playwright/test'
import { screen } from '../support/screens.js'

const cents = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', ''))

/** The price the stored cart holds for its last line. */
const cartLineTotal = (page: Page) =>
  page.evaluate(() => {
    const cart = JSON.parse(window.localStorage.getItem('reprise.cart') ?? '{}')
    return cart.lines?.at(-1)?.total as number
  })

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
    await expect(breakdown.getByText('Bonus de reprise', { exact: true })).toBeVisible()
    await expect(breakdown.getByText('Bonus de dépôt', { exact: true })).toBeVisible()
    const total = (await breakdown.locator('.price-breakdown-total dd').textContent())!
    // The option says both prices; its button asks the bonus before any price goes to the cart.
    await expect(
      page.getByRole('radio', { name: new RegExp(`${total.replace(/\s/g, '\\s')} avec le bonus de reprise`) })
    ).toBeChecked()
    await page.getByRole('button', { name: 'Continuer' }).click()
    await page.getByRole('button', { name: `Oui, je prends le bonus (${total})` }).click()
    await expect.poll(() => cartLineTotal(page)).toBe(cents(total))

    // Customer details: a wrong phone and postcode show as soon as the field is left.
    await page.getByLabel('Téléphone *').fill('06 12')
    await page.getByLabel('Code postal *').click()
    await expect(page.getByText("Ce numéro de téléphone n'est pas valide")).toBeVisible()
    await page.getByLabel('Code postal *').fill('7501')
    await page.getByLabel('Ville *').click()
    await expect(page.getByText("Ce code postal n'est pas valide pour le pays choisi.")).toBeVisible()
    await page.getByLabel('Code postal *').fill('75011')
    await expect(page.getByText("Ce code postal n'est pas valide pour le pays choisi.")).toHaveCount(0)

    // What was typed outlives a reload.
    await page.getByLabel('Prénom *').fill('Camille')
    await page.reload()
    await expect(page.getByLabel('Prénom *')).toHaveValue('Camille')
    await expect(page.getByLabel('Code postal *')).toHaveValue('75011')
  })

  test('declining the bonus, the cart holds the price the voucher option gave without it', async ({
    page,
  }) => {
    await toOptions(page)
    const voucher = page.getByRole('radio', { name: /Bon d’achat/ })
    await voucher.check()
    const label = (await page.locator('label.choice', { has: voucher }).textContent())!
    const [, withBonus, without] = label.match(/— (.+?) avec le bonus de reprise, (.+?) sans/)!
    await screen(page, 'voucher-option-prices')
    await page.getByRole('button', { name: 'Continuer' }).click()
    await expect(page.getByRole('button', { name: `Oui, je prends le bonus (${withBonus})` })).toBeVisible()
    await screen(page, 'voucher-bonus-question')
    await page.getByRole('button', { name: `Non merci (${without})` }).click()
    await expect(page).toHaveURL(/\/cart\/customer-infos$/)
    await expect.poll(() => cartLineTotal(page)).toBe(cents(without))
    // The header's cart says the same amount as the line.
    await expect(page.getByRole('link', { name: /^Panier : 1 produit/ })).toHaveText(
      `Panier : 1 produit · ${without}`
    )
    await expect(page.getByLabel('Prénom *')).toBeVisible()
    await screen(page, 'voucher-declined-bonus')
  })
})
