import { readFile } from 'node:fs/promises'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { DEMO_PASSWORD, logIn } from '../support/admin.js'

const ADMIN = 'admin@demo-retail.test'

/** Last week's figures for the account admin, read through the API (not through the screen under test). */
async function lastWeekFigures(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: { email: ADMIN, password: DEMO_PASSWORD } })
  expect(login.status(), await login.text()).toBe(200)
  const { token } = await login.json()
  const response = await request.get('/api/dashboard-data', { headers: { Authorization: `Bearer ${token}` } })
  expect(response.status(), await response.text()).toBe(200)
  return (await response.json()) as {
    week: string
    buybacks: number
    byChannel: { key: string; count: number }[]
  }
}

test.describe('Back office statistics dashboard', () => {
  test('an administrator reads last week’s charts and figures and downloads them as CSV', async ({
    page,
    request,
  }) => {
    const figures = await lastWeekFigures(request)
    // The demo's buy-backs span the last 60 days: last week always holds some.
    expect(figures.buybacks).toBeGreaterThan(0)

    await logIn(page, ADMIN)
    const section = page.getByRole('region', { name: 'Statistiques de la semaine' })
    await expect(section).toBeVisible()
    const weekNumber = Number(figures.week.slice(-2))
    await expect(section.getByRole('combobox', { name: 'Semaine' })).toContainText(
      `Semaine ${weekNumber} (du`
    )

    for (const chart of [
      'Rachats par canal',
      'Rachats par état',
      'Rachats par catégorie',
      'Rachats par grade déclaré',
      'Montants',
      'Délais depuis la création (heures)',
    ]) {
      const figure = section.getByRole('figure', { name: chart })
      await expect(figure).toBeVisible()
      // A bar of the week's figures is drawn (a category without buy-backs has a bar of no width).
      await expect(figure.locator('svg rect').filter({ visible: true }).first()).toBeVisible()
    }

    // The amounts axis says its currency, in French ("3 000 €").
    await expect(section.getByRole('figure', { name: 'Montants' })).toContainText('€')

    const table = section.getByRole('table', { name: 'Les chiffres' })
    await expect(
      table.getByRole('row').filter({ hasText: 'Rachats créés' }).getByRole('cell').last()
    ).toHaveText(String(figures.buybacks))
    const web = figures.byChannel.find((entry) => entry.key === 'web')!.count
    await expect(
      table
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: 'Canal', exact: true }) })
        .filter({ has: page.getByRole('cell', { name: 'Web', exact: true }) })
        .getByRole('cell')
        .last()
    ).toHaveText(String(web))

    const download = page.waitForEvent('download')
    await section.getByRole('button', { name: 'Télécharger le CSV' }).click()
    const file = await download
    expect(file.suggestedFilename()).toBe(`statistics-${figures.week}.csv`)
    const csv = await readFile((await file.path())!, 'utf8')
    expect(csv).toContain('Rubrique;Indicateur;Valeur')
    expect(csv).toContain(`Vue d’ensemble;Rachats créés;${figures.buybacks}`)
    expect(csv).toContain(`Canal;Web;${web}`)
  })

  test('choosing another week loads that week, and a store manager sees no statistics', async ({ page }) => {
    await logIn(page, ADMIN)
    const section = page.getByRole('region', { name: 'Statistiques de la semaine' })
    await expect(section.getByRole('table', { name: 'Les chiffres' })).toBeVisible()
    const asked = page.waitForRequest((request) => /dashboard-data\?week=\d{4}-W\d{2}/.test(request.url()))
    // The week in progress is offered first and marked as such.
    await section.getByRole('combobox', { name: 'Semaine' }).click()
    await page.getByRole('option', { name: /\(en cours, depuis le/ }).click()
    await expect(section.getByText(/Semaine en cours, pas encore terminée/)).toBeVisible()
    await section.getByRole('combobox', { name: 'Semaine' }).click()
    await page.getByRole('option').nth(11).click()
    const request = await asked
    expect(new URL(request.url()).searchParams.get('week')).toMatch(/^\d{4}-W\d{2}$/)
    await expect(section.getByRole('table', { name: 'Les chiffres' })).toBeVisible()

    await page.context().clearCookies()
    await page.evaluate(() => localStorage.clear())
    await logIn(page, 'store.manager@demo-retail.test')
    await expect(page.getByRole('heading', { name: 'Accès rapides' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Statistiques de la semaine' })).toHaveCount(0)
  })
})
