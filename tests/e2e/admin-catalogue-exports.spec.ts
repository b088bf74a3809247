import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { logIn } from '../support/admin.js'

test.describe('Back office catalogue export', () => {
  test('an administrator exports the products and downloads the CSV with one line per product', async ({
    page,
  }) => {
    await logIn(page, 'admin@demo-retail.test')
    await page.getByRole('menuitem', { name: 'Export du catalogue' }).click()
    await expect(page).toHaveURL(/\/admin\/accounts\/\d+\/catalog-export$/)
    await expect(page.getByRole('button', { name: 'Exporter' })).toBeDisabled()

    await page.getByLabel('Type d’export').click()
    await page.getByRole('option', { name: 'Produits' }).click()
    await page.getByRole('button', { name: 'Exporter' }).click()
    await expect(page.getByRole('button', { name: 'Annuler' })).toBeVisible()

    const done = page.getByText(/^Export terminé : \d+ lignes\.$/)
    await expect(done).toBeVisible({ timeout: 20_000 })
    const count = Number((await done.textContent())!.match(/(\d+) lignes/)![1])
    expect(count).toBeGreaterThan(0)

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Télécharger le CSV' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^product-export-.*\.csv$/)
    const text = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '')
    const lines = text.trimEnd().split('\n')
    // Written for a French spreadsheet: readable headers, decimal comma, oui/non.
    expect(lines[0]).toMatch(/^Identifiant;Catégorie \(identifiant\);Nom;/)
    expect(lines.slice(1).join('\n')).toMatch(/;\d+,\d\d;/)
    expect(lines.slice(1).join('\n')).toMatch(/;(oui|non);/)
    expect(lines).toHaveLength(count + 1)

    await page.getByRole('button', { name: 'Nouvel export' }).click()
    await expect(page.getByRole('button', { name: 'Exporter' })).toBeEnabled()
    await page.getByRole('link', { name: 'Retour au tableau de bord' }).click()
    await expect(page.getByRole('heading', { name: /^Bonjour / })).toBeVisible()
  })
})
