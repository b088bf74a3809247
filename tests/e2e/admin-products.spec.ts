import { expect, test, type Page } from '@playwright/test'
import { logIn, openAs } from '../support/admin.js'
import { TINY_PNG, range } from '../support/products.js'

const rangeText = (page: Page) => page.getByText(/^\d+-\d+ sur \d+$/)

/** MUI selects are named by their label followed by their value: matched by the label's start. */
const select = (page: Page, label: string) => page.getByRole('combobox', { name: new RegExp(`^${label}`) })

async function choose(page: Page, label: string, option: string | RegExp) {
  await select(page, label).click()
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click()
}

test.describe('Back office products', () => {
  test('an admin creates a product with prices and an image; invalid values show translated messages', async ({
    page,
  }) => {
    const name = `Fairphone 5 E2E${Date.now()}`
    await logIn(page, 'admin@demo-retail.test')
    await page.getByRole('menuitem', { name: 'Produits' }).click()
    await expect(page.getByRole('heading', { name: 'Produits', level: 1 })).toBeVisible()
    await expect(rangeText(page)).toHaveText(range(1, 10))

    await page.getByRole('link', { name: 'Créer un produit' }).click()
    await page.getByLabel('Image', { exact: true }).setInputFiles(TINY_PNG)
    await expect(page.getByRole('img', { name: 'Aperçu de Image' })).toBeVisible()

    await page.getByRole('tab', { name: 'Informations générales' }).click()
    await page.getByRole('textbox', { name: 'Nom', exact: true }).fill(name)
    await page.getByRole('textbox', { name: 'Marque', exact: true }).fill('Fairphone')
    await page.getByRole('textbox', { name: 'Modèle', exact: true }).fill('Fairphone 5')
    await page.getByRole('textbox', { name: 'Code EAN/GTIN', exact: true }).fill('8718819372678')
    await page.getByRole('textbox', { name: 'Codes TAC', exact: true }).fill('35209900, 35332011')
    await choose(page, 'Catégorie principale', /Apple iPhone$/)
    await choose(page, 'Statut', 'Publié')

    await page.getByRole('tab', { name: 'Prix' }).click()
    await page.getByRole('spinbutton', { name: 'Rachat grade A' }).fill('60000')
    await page.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(page.getByText(/^Le prix doit être compris entre 0 et 50\s000 €\.$/)).toBeVisible()

    await page.getByRole('spinbutton', { name: 'Rachat grade A' }).fill('250.5')
    await page.getByRole('spinbutton', { name: 'Rachat grade B' }).fill('180')
    await page.getByRole('button', { name: 'Enregistrer' }).click()
    // The check digit is the server's rule: its 422 message lands on the field.
    await page.getByRole('tab', { name: 'Informations générales' }).click()
    await expect(page.getByText('La clé de contrôle du code EAN/GTIN n’est pas valide.')).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/products\/create/)

    await page.getByRole('textbox', { name: 'Code EAN/GTIN', exact: true }).fill('8718819372677')
    await page.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(page).toHaveURL(/\/admin\/products\?.*alert=/)
    await expect(page.getByRole('alert').filter({ hasText: 'Le produit' })).toContainText(
      `Le produit « ${name} » a été créé (Publié).`
    )

    await page.getByRole('textbox', { name: 'Nom', exact: true }).fill(`  ${name.split(' ').at(-1)}  `)
    await page.getByRole('button', { name: 'Rechercher' }).click()
    // A name searched is ranked by relevance: the product matching every word comes first.
    await expect(page).toHaveURL(/sort=relevance/)
    const row = page.getByRole('row').nth(1)
    await expect(row).toContainText(name)
    await expect(row).toContainText('250,50')
    await expect(row).toContainText('8718819372677')
    await expect(row).toContainText('Apple iPhone')

    await row.getByRole('link', { name: `Modifier ${name}` }).click()
    await expect(page.getByRole('img', { name: 'Aperçu de Image' })).toBeVisible()
    await page.getByRole('tab', { name: 'Prix' }).click()
    await expect(page.getByRole('spinbutton', { name: 'Rachat grade A' })).toHaveValue('250.5')
  })

  test('the list filters, sorts and pages, and a reload finds the same state', async ({ page }) => {
    await openAs(page, 'admin@demo-retail.test', '/admin/products')
    await expect(rangeText(page)).toHaveText(range(1, 10))

    // Min above max: the price group is invalid with a warning, and the search still runs.
    await page.getByRole('spinbutton', { name: 'Prix min. (€)' }).fill('500')
    await page.getByRole('spinbutton', { name: 'Prix max. (€)' }).fill('100')
    await expect(page.getByText('Le prix minimum doit être inférieur au prix maximum.')).toBeVisible()
    await expect(page.getByRole('spinbutton', { name: 'Prix min. (€)' })).toHaveAttribute(
      'aria-invalid',
      'true'
    )
    await page.getByRole('button', { name: 'Rechercher' }).click()
    await expect(page.getByText('Aucun produit ne correspond à votre recherche.')).toBeVisible()
    await expect(page).toHaveURL(/priceMin=500/)

    await page.getByRole('button', { name: 'Effacer' }).click()
    await expect(select(page, 'Statut')).toHaveText('Publié')
    await expect(page).not.toHaveURL(/priceMin/)
    await expect(rangeText(page)).toHaveText(range(1, 10))

    await choose(page, 'Catégorie', /Smartphones$/)
    await page.getByRole('button', { name: 'Rechercher' }).click()
    await expect(page).toHaveURL(/category=\d+/)
    await page.getByRole('button', { name: 'Marque' }).click()
    await expect(page).toHaveURL(/sort=brand&order=ASC/)
    await page.getByRole('button', { name: 'Marque' }).click()
    await expect(page).toHaveURL(/sort=brand&order=DESC/)
    const firstBrand = await page.getByRole('row').nth(1).getByRole('cell').nth(2).textContent()
    expect(firstBrand).toBe('Xiaomi')

    await choose(page, 'Par page', '5')
    await expect(rangeText(page)).toHaveText(range(1, 5))
    await page.getByRole('button', { name: 'Page suivante' }).click()
    await expect(rangeText(page)).toHaveText(range(6, 10))
    await page.getByRole('button', { name: 'Dernière page' }).click()
    await expect(page).toHaveURL(/page=(?!1&)\d+/)
    await choose(page, 'Statut', 'Brouillon')
    await page.getByRole('button', { name: 'Rechercher' }).click()
    await expect(page).toHaveURL(/page=1&/)
    const shown = await rangeText(page).textContent()

    await page.reload()
    await expect(page).toHaveURL(/status=draft/)
    await expect(page).toHaveURL(/sort=brand&order=DESC/)
    await expect(page).toHaveURL(/itemsPerPage=5/)
    await expect(select(page, 'Statut')).toHaveText('Brouillon')
    await expect(select(page, 'Par page')).toHaveText('5')
    await expect(rangeText(page)).toHaveText(shown!)

    // Without a query, local storage gives the same state back.
    await page.goto('/admin/products')
    await expect(page).toHaveURL(/status=draft.*sort=brand&order=DESC/)
    await expect(rangeText(page)).toHaveText(shown!)
  })
})
