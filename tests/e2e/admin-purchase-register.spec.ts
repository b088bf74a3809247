import { readFile } from 'node:fs/promises'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { openAs } from '../support/admin.js'
import { api, apiToken } from '../support/catalogue.js'
import { screen } from '../support/screens.js'

const STORE_MANAGER = 'store.manager@demo-retail.test'
const STORE = 'Paris Rivoli'

interface Entry {
  number: number
  recordedAt: string
  store: { id: number; name: string }
}

/** The store manager's newest entry, and every entry of its month (the demo's register follows its days). */
async function newestMonth(request: APIRequestContext) {
  const token = await apiToken(request, STORE_MANAGER)
  const [newest] = (await api(request, token, 'GET', '/api/purchase-register?_end=1')) as Entry[]
  const month = newest.recordedAt.slice(0, 7)
  const [year, index] = month.split('-').map(Number)
  const to = `${month}-${String(new Date(Date.UTC(year, index, 0)).getUTCDate()).padStart(2, '0')}`
  const query = `storeId=${newest.store.id}&from=${month}-01&to=${to}&_end=200`
  const entries = (await api(request, token, 'GET', `/api/purchase-register?${query}`)) as Entry[]
  return { month, entries }
}

test.describe('Back office purchase register', () => {
  test('a store manager filters his register by store and month and downloads it as CSV and PDF', async ({
    page,
  }, testInfo) => {
    // Three times what the test takes on a quiet machine.
    test.setTimeout(22_000)
    const { month, entries } = await newestMonth(page.request)
    expect(entries.length).toBeGreaterThan(0)

    await openAs(page, STORE_MANAGER, '/admin/home')
    await page.getByRole('menuitem', { name: 'Registre des achats' }).click()
    await expect(page).toHaveURL(/\/admin\/purchase-register/)

    await page.getByLabel('Magasin ou atelier').click()
    await page.getByRole('option', { name: STORE }).click()
    await page.getByLabel('Mois').fill(month)
    await expect(page.getByLabel('Du')).toHaveValue(`${month}-01`)
    const rows = page.locator('tbody tr')
    await expect(rows).toHaveCount(Math.min(entries.length, 25))
    await expect(rows.first()).toContainText(String(entries[0].number))
    await expect(rows.first()).toContainText(STORE)
    await screen(page, 'purchase-register')

    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Télécharger le CSV' }).click(),
    ])
    expect(csv.suggestedFilename()).toMatch(/\.csv$/)
    const text = await readFile((await csv.path())!, 'utf8')
    for (const entry of entries) expect(text).toContain(String(entry.number))

    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Télécharger le PDF' }).click(),
    ])
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/)
    const file = testInfo.outputPath('purchase-register.pdf')
    await pdf.saveAs(file)
    expect((await readFile(file)).subarray(0, 4).toString('latin1')).toBe('%PDF')
  })
})
