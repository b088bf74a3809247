import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { DEMO_PASSWORD, logIn } from '../support/admin.js'

const PREFIX = 'E2E import phone'

/**
 * The template filled as an administrator would: its sample line copied into 50 new products of the demo's
 * iPhone category (codes left empty), one ignored column, and one line refused for its price.
 */
function filled(template: string) {
  const [header, sample] = template.split('\n').map((line) => line.split(';'))
  const line = (label: string, price: string) =>
    sample.map(
      (cell, index) =>
        ({
          'Catégorie (identifiant)': 'apple-iphone',
          Nom: label,
          'Code EAN/GTIN': '',
          'Codes TAC': '',
          'Rachat grade A (€)': price,
        })[header[index]] ?? cell
    )
  return [
    [...header, 'colour'],
    ...Array.from({ length: 50 }, (_, index) => [...line(`${PREFIX} ${index}`, `${100 + index},50`), 'red']),
    [...line(`${PREFIX} too dear`, '99999'), 'red'],
  ]
    .map((cells) => cells.join(';'))
    .join('\n')
}

test.describe('Back office catalogue imports', () => {
  test.afterEach(async ({ request }) => {
    const login = await request.post('/api/auth/login', {
      data: { email: 'admin@demo-retail.test', password: DEMO_PASSWORD },
    })
    const headers = { Authorization: `Bearer ${(await login.json()).token}`, 'X-Module': 'tim' }
    // The search pages by 40 at most: delete page after page until none is left.
    for (let round = 0; round < 5; round++) {
      const found = await request.get(
        `/api/products/search?keyword=${encodeURIComponent(PREFIX)}&perPage=40`,
        { headers }
      )
      const { items } = (await found.json()) as { items: { id: string; label: string }[] }
      const ours = items.filter((product) => product.label.startsWith(PREFIX))
      if (ours.length === 0) break
      for (const product of ours) await request.delete(`/api/products/${product.id}`, { headers })
    }
  })

  test('an administrator imports 50 products through the four steps and reads the report', async ({
    page,
  }) => {
    await logIn(page, 'admin@demo-retail.test')
    await page.getByRole('menuitem', { name: 'Imports du catalogue' }).click()
    await expect(page).toHaveURL(/\/admin\/accounts\/\d+\/catalog-imports$/)
    await page.getByRole('link', { name: 'Nouvel import' }).click()

    await expect(page.getByRole('button', { name: 'Vérifier le fichier' })).toBeDisabled()
    // The template: readable French headers and a sample line; each column is described on the page.
    const [template] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Télécharger un modèle' }).click(),
    ])
    expect(template.suggestedFilename()).toBe('product-import-template.csv')
    const text = (await readFile((await template.path())!, 'utf8')).replace(/^\uFEFF/, '').trim()
    expect(text.split('\n')[0]).toMatch(/^Identifiant;Catégorie \(identifiant\);Nom;.*;Rachat grade A \(€\);/)
    expect(text.split('\n')[1]).toMatch(/;iPhone 13 128 Go;.*;oui;.*;420,50;/)
    await page.getByRole('button', { name: /^Description des 26 colonnes du modèle/ }).click()
    const columns = page.getByRole('table', { name: 'Colonnes du modèle' })
    await expect(columns.getByRole('row').filter({ hasText: 'Hauteur (cm)' })).toContainText(
      'Nombre entier en centimètres'
    )
    await expect(columns.getByRole('row', { name: /^Nom / })).toContainText('Obligatoire pour une création')
    await expect(columns.getByRole('row', { name: /^Image \(adresse https\)/ })).toContainText(
      'JPG ou PNG d’au plus 250 ko'
    )
    await page.getByLabel('Stratégie').click()
    await page.getByRole('option', { name: 'Création seule' }).click()
    await page.getByLabel('Fichier CSV').setInputFiles({
      name: 'catalogue.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(filled(text)),
    })
    await expect(page.getByTestId('chosen-file')).toHaveText('catalogue.csv')
    await page.getByRole('button', { name: 'Vérifier le fichier' }).click()

    // The load step: the server's check, nothing written yet.
    await expect(page.getByText(/51 lignes lues : 50 à créer, 0 à mettre à jour, 1 ignorées/)).toBeVisible()
    await expect(page.getByText('Colonnes ignorées : colour')).toBeVisible()
    const checked = page.getByRole('table', { name: 'Lignes ignorées' })
    await expect(checked.getByRole('cell', { name: '52', exact: true })).toBeVisible()
    await expect(
      checked.getByText(/Rachat grade A \(€\) : Le prix doit être compris entre 0 et 50/)
    ).toBeVisible()

    await page.getByRole('button', { name: 'Lancer l’import' }).click()
    await expect(page.getByText('Réussi avec lignes ignorées')).toBeVisible({ timeout: 20_000 })
    await expect(page.getByTestId('count-found')).toHaveText('Trouvées : 51')
    await expect(page.getByTestId('count-inserted')).toHaveText('Créées : 50')
    await expect(page.getByTestId('count-ignored')).toHaveText('Ignorées : 1')
    await expect(page.locator('#main-content').getByText('Claire Dubois')).toBeVisible()

    // The list shows the import; its side panel the same report.
    await page.getByRole('link', { name: 'Retour aux imports' }).click()
    const row = page.getByRole('row').filter({ hasText: 'Produits (Création seule)' }).first()
    await expect(row.getByText('Réussi avec lignes ignorées')).toBeVisible()
    await row.getByRole('button', { name: /^Détails/ }).click()
    const panel = page.getByRole('dialog', { name: 'Détails' })
    await expect(panel.getByTestId('count-inserted')).toHaveText('Créées : 50')

    // The products are in the catalogue.
    await page.goto('/admin/products')
    await page.getByRole('textbox', { name: 'Nom', exact: true }).fill(`${PREFIX} 49`)
    await page.getByRole('button', { name: 'Rechercher' }).click()
    await expect(page.getByRole('row').filter({ hasText: `${PREFIX} 49` })).toBeVisible()
  })
})
