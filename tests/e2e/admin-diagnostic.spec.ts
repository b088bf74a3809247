import { expect, test, type Page } from '@playwright/test'
import { openAs } from '../support/admin.js'
import { api, apiToken } from '../support/catalogue.js'

async function addQuestion(page: Page, title: string, answers: [string, string, string][]) {
  await page.getByRole('link', { name: 'Ajouter une question' }).click()
  const form = page.locator('form')
  await form.getByRole('textbox', { name: 'Français' }).first().fill(title)
  for (const [index, [name, grade, impact]] of answers.entries()) {
    const line = form.locator('.RaSimpleFormIterator-line').nth(index)
    await line.getByRole('textbox', { name: 'Français' }).first().fill(name)
    await line.getByRole('combobox', { name: 'Grade maximum' }).click()
    await page.getByRole('option', { name: grade, exact: true }).click()
    await line.getByRole('spinbutton', { name: 'Impact sur le prix (€)' }).fill(impact)
  }
  await page.getByRole('button', { name: 'Enregistrer' }).click()
  await expect(page).toHaveURL(/\/admin\/diagnostic\/category\/\d+$/)
}

test.describe('Back office diagnostic questions', () => {
  test.beforeEach(async ({ request }) => {
    // Each run starts with no questions on Xbox (the e2e database keeps what earlier runs wrote).
    const token = await apiToken(request, 'admin@demo-retail.test')
    const [xbox] = await api(request, token, 'GET', '/api/categories?q=xbox&_start=0&_end=1')
    const questions = await api(request, token, 'GET', `/api/diagnostic-questions?categoryId=${xbox.id}`)
    for (const question of questions)
      await api(request, token, 'DELETE', `/api/diagnostic-questions/${question.id}`)
  })

  test('an admin adds a question through its form, the short title refused first', async ({ page }) => {
    await openAs(page, 'admin@demo-retail.test', '/admin/diagnostic')
    await expect(page.getByRole('row', { name: /Consoles de jeux/ })).toBeVisible()
    await page.getByRole('link', { name: 'Questions de Xbox' }).click()
    await expect(page.getByText('Aucune question pour cette catégorie.')).toBeVisible()

    await page.getByRole('link', { name: 'Ajouter une question' }).click()
    await page.locator('form').getByRole('textbox', { name: 'Français' }).first().fill('Q')
    await page.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(page.locator('form').getByText('Au moins 2 caractères').first()).toBeVisible()
    await page.goBack()

    await addQuestion(page, 'La manette fonctionne-t-elle ?', [
      ['Oui, parfaitement', 'A', '0'],
      ['Certains boutons ne répondent plus', 'C', '-15'],
    ])
    const rows = page.getByRole('table', { name: 'Questions' }).getByRole('row')
    await expect(rows.nth(1)).toContainText('La manette fonctionne-t-elle ?')
  })

  test('an admin reorders two questions and previews an estimate with them', async ({ page, request }) => {
    // The two questions are the fixture, written through the API (the test above goes through the form).
    const token = await apiToken(request, 'admin@demo-retail.test')
    const [xbox] = await api(request, token, 'GET', '/api/categories?q=xbox&_start=0&_end=1')
    const question = (title: string, answers: [string, string, number][]) =>
      api(request, token, 'POST', '/api/diagnostic-questions', {
        categoryId: xbox.id,
        title: { fr: title },
        answers: answers.map(([name, gradeCap, priceImpact]) => ({
          name: { fr: name },
          gradeCap,
          priceImpact,
        })),
      })
    await question('La manette fonctionne-t-elle ?', [
      ['Oui, parfaitement', 'A', 0],
      ['Certains boutons ne répondent plus', 'C', -1500],
    ])
    await question('Le lecteur de disque lit-il les jeux ?', [
      ['Oui', 'A', 0],
      ['Non', 'functional', -2000],
    ])

    await openAs(page, 'admin@demo-retail.test', `/admin/diagnostic/category/${xbox.id}`)
    const rows = page.getByRole('table', { name: 'Questions' }).getByRole('row')
    await expect(rows.nth(1)).toContainText('La manette fonctionne-t-elle ?')
    await expect(rows.nth(2)).toContainText('Le lecteur de disque lit-il les jeux ?')

    await page.getByRole('button', { name: 'Monter « Le lecteur de disque lit-il les jeux ? »' }).click()
    await expect(rows.nth(1)).toContainText('Le lecteur de disque lit-il les jeux ?')
    await page.reload()
    await expect(rows.nth(1)).toContainText('Le lecteur de disque lit-il les jeux ?')

    await page.getByRole('combobox', { name: 'Produit de la catégorie' }).fill('Xbox')
    await page.getByRole('option').first().click()
    await page.getByRole('combobox', { name: 'La manette fonctionne-t-elle ?' }).click()
    await page.getByRole('option', { name: 'Certains boutons ne répondent plus' }).click()
    await page.getByRole('combobox', { name: 'Le lecteur de disque lit-il les jeux ?' }).click()
    await page.getByRole('option', { name: 'Oui' }).click()
    await page.getByRole('button', { name: 'Estimer' }).click()
    await expect(page.getByRole('status')).toContainText(/^Grade C : [\d\s]+,\d{2}\s€/)
    await expect(page.getByRole('status')).toContainText(/impacts des réponses : -15,00\s€/)
  })
})
