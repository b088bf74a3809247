import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { openAs } from '../support/admin.js'
import { apiToken } from '../support/catalogue.js'
import { screen } from '../support/screens.js'

const MANAGER = 'wh.manager@demo-retail.test'

// The workshop's screens at the size of its laptops, with no horizontal scroll.
test.use({ viewport: { width: 1366, height: 900 } })

const noHorizontalScroll = async (page: Page) =>
  expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366)

/** The list's total for the Lille manager, read through the API as the screen reads it. */
async function total(request: APIRequestContext, path: string) {
  const token = await apiToken(request, MANAGER)
  const response = await request.get(path, { headers: { Authorization: `Bearer ${token}` } })
  expect(response.ok()).toBe(true)
  return Number(response.headers()['x-total-count'])
}

test.describe('Stocks of a workshop', () => {
  test("the Lille manager sees his workshop's stocks, each counting the items of his lists", async ({
    page,
    request,
  }) => {
    const held = await total(request, '/api/quarantine?status=item_in_quarantine&_start=0&_end=1')
    await openAs(page, MANAGER, '/admin/stocks')
    const quarantine = page.getByRole('row').filter({ hasText: 'En quarantaine' })
    await expect(quarantine).toBeVisible()
    await expect(page.getByRole('cell', { name: 'Rayonnage B – Saint-Priest' })).toHaveCount(0)
    await expect(quarantine.getByRole('cell').nth(3)).toHaveText(String(held))

    await page.getByRole('menuitem', { name: 'Quarantaine' }).click()
    await expect(page.getByRole('row').filter({ has: page.getByRole('cell') })).toHaveCount(held)
    await noHorizontalScroll(page)
    await screen(page, 'quarantine-list', false)
  })
})

test.describe('An item in stock', () => {
  test('the manager opens an item, moves it, prints its label and goes back to the list', async ({
    page,
  }) => {
    await openAs(page, MANAGER, '/admin/items-stock')
    // The first row once the list has loaded (its first cell is the item's code).
    const first = page.getByRole('row').nth(1)
    await expect(first.getByRole('cell').first()).toHaveText(/^\s*\d{6,}\s*$/)
    const code = (await first.getByRole('cell').first().innerText()).trim()
    await first.getByRole('cell').first().click()

    await expect(
      page.getByRole('heading', { level: 1, name: new RegExp(`^Article ${code} · `) })
    ).toBeVisible()
    for (const tab of ['Général', 'Conformité', 'Reconditionnement', 'Données économiques', 'Historique']) {
      await expect(page.getByRole('tab', { name: tab })).toBeInViewport()
    }
    await expect(page.getByRole('tab', { name: 'Vie de l’appareil' })).toBeInViewport()
    await noHorizontalScroll(page)
    await screen(page, 'item-in-stock', false)

    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Imprimer l’étiquette' }).click()
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/)

    await page.getByRole('button', { name: 'Déplacer vers un autre stock' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Nouveau stock').click()
    const target = page.getByRole('option').first()
    const stockName = (await target.innerText()).trim()
    await target.click()
    await dialog.getByRole('button', { name: 'Déplacer' }).click()
    await expect(page.getByText('Le produit a été déplacé.')).toBeVisible()
    await expect(page.getByText(stockName).first()).toBeVisible()

    await page.getByRole('link', { name: 'Articles en stock' }).first().click()
    await expect(page).toHaveURL(/\/admin\/items-stock$/)
    await expect(page.getByRole('row').filter({ hasText: code })).toContainText(stockName)
  })
})
