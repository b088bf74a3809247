import { expect, test } from '@playwright/test'

test.describe('Storefront', () => {
  test("the home page shows the demo client's name and main colour", async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1, name: 'Demo Retail' })).toBeVisible()
    await expect(page).toHaveTitle(/Demo Retail/)
    const mainColour = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--color-main').trim().toLowerCase()
    )
    expect(mainColour).toBe('#c2185b')
    await expect(page.getByRole('link', { name: /Retour sur demo-retail\.test/ })).toHaveAttribute(
      'href',
      'https://www.demo-retail.test'
    )
  })

  test('an unknown address shows the 404 page', async ({ page }) => {
    await page.goto('/nowhere')
    await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible()
    await page.getByRole('link', { name: "Retour à l'accueil" }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Demo Retail' })).toBeVisible()
  })

  test("the legal pages show the client's texts, in the chosen language", async ({ page }) => {
    await page.goto('/cgs')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Conditions générales de service' })
    ).toBeVisible()
    await expect(page.getByText('Conditions générales de service de Demo Retail.')).toBeVisible()

    await page.getByLabel('Langue').selectOption('de')
    await expect(page.getByText('Allgemeine Servicebedingungen von Demo Retail.')).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await page.reload()
    await expect(page.getByLabel('Sprache')).toHaveValue('de')
  })

  test('a failing configuration sends the visitor to the not-available page', async ({ page }) => {
    await page.route('**/api/white-label/config', (route) => route.fulfill({ status: 500, body: '{}' }))
    await page.goto('/')
    await expect(page).toHaveURL(/\/not-available$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Service indisponible' })).toBeVisible()
  })

  test('no third-party request is made when no tag manager or consent tool is configured', async ({
    page,
  }) => {
    const foreign: string[] = []
    page.on('request', (request) => {
      if (!request.url().startsWith('http://127.0.0.1')) foreign.push(request.url())
    })
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1, name: 'Demo Retail' })).toBeVisible()
    await page.goto('/faq')
    await expect(page.getByRole('heading', { level: 1, name: 'FAQ et contact' })).toBeVisible()
    expect(foreign).toEqual([])
  })
})
