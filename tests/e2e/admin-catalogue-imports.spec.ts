import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { DEMO_PASSWORD, logIn } from '../support/admin.js'

const PREFIX = 'E2E import phone'

/** 50 new products of the demo's iPhone category, one ignored column, and one line refused for its price. */
const csv = [
  'category_identifier;label;brand;status;buyback_price_grade_a;colour',
  ...Array.from(
    { length: 50 },
    (_, index) => `apple-iphone;${PREFIX} ${index};Apple;published;${100 + index},50;red`
  ),
  `apple-iphone;${PREFIX} too dear;Apple;draft;99999;red`,
].join('\n')

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
    // The template is the server's header of the chosen data type.
    const [template] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Télécharger un modèle' }).click(),
    ])
    expect(template.suggestedFilename()).toBe('product-import-template.csv')
    const header = (await readFile((await template.path())!, 'utf8')).replace(/^\uFEFF/, '').trim()
    expect(header).toMatch(
      /^id;category_identifier;label;.*;secondary_category_identifiers;refurb_question_ids$/
    )
    await page.getByLabel('Stratégie').click()
    await page.getByRole('option', { name: 'Création seule' }).click()
    await page.getByLabel('Fichier CSV').setInputFiles({
      name: 'catalogue.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    })
    await expect(page.getByTestId('chosen-file')).toHaveText('catalogue.csv')
    await page.getByRole('button', { name: 'Vérifier le fichier' }).click()

    // The load step: the server's check, nothing written yet.
    await expect(page.getByText(/51 lignes lues : 50 à créer, 0 à mettre à jour, 1 ignorées/)).toBeVisible()
    await expect(page.getByText('Colonnes ignorées : colour')).toBeVisible()
    const checked = page.getByRole('table', { name: 'Lignes ignorées' })
    await expect(checked.getByRole('cell', { name: '52', exact: true })).toBeVisible()
    await expect(
      checked.getByText(/buyback_price_grade_a: Le prix doit être compris entre 0 et 50/)
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
