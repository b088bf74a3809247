import { expect, test, type Page } from '@playwright/test'

/**
 * The API counts a keyword's matches up to 1,000 and says when more match (`totalIsLowerBound`).
 * The demo catalogue is far smaller, so the search's answers are the real ones with the total of a broad
 * keyword put in: the page says "more than" in each language, and its pages stop at the counted total.
 */
async function answerAsBroad(page: Page, total: number) {
  await page.route(
    (url) => url.pathname === '/api/storefront/products',
    async (route) => {
      const response = await route.fetch()
      const body = await response.json()
      await route.fulfill({ response, json: { ...body, total, totalIsLowerBound: true } })
    }
  )
}

test.describe('Storefront search of a broad keyword', () => {
  test('says "more than 1,000" in the visitor’s language and numbers', async ({ page }) => {
    await answerAsBroad(page, 1000)
    await page.goto('/search?q=iphone')
    // French groups thousands with a narrow no-break space.
    await expect(page.getByText('Plus de 1\u202f000 résultats')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Afficher plus de produits' })).toBeVisible()
    for (const [language, text] of [
      ['en', 'More than 1,000 results'],
      ['nl', 'Meer dan 1.000 resultaten'],
      ['de', 'Mehr als 1.000 Ergebnisse'],
    ]) {
      await page.getByRole('combobox', { name: /^(Langue|Language|Taal|Sprache)$/ }).selectOption(language)
      await expect(page.getByText(text)).toBeVisible()
    }
  })

  test('its pages stop at the last one within the counted matches', async ({ page }) => {
    // As if 80 were the bound: two pages of 40, then no button.
    await answerAsBroad(page, 80)
    await page.goto('/search?q=iphone')
    const results = page.locator('.result-list > li')
    await expect(results).toHaveCount(40)
    await page.getByRole('button', { name: 'Afficher plus de produits' }).click()
    await expect(results).toHaveCount(80)
    await expect(page.getByText('Plus de 80 résultats')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Afficher plus de produits' })).toHaveCount(0)
  })
})
