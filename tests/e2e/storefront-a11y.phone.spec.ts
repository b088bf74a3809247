import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Locator, type Page } from '@playwright/test'

/** Serious and critical WCAG 2 A/AA violations of the page as it stands. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

/** Tabs until the element has the focus: the keyboard is the only way through. */
async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let press = 0; press < limit; press++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  throw new Error('The element cannot be reached with the Tab key')
}

/** The storefront's routes and their main heading: one test each, so that each stays short. */
const ROUTES: [string, RegExp | string][] = [
  ['/', 'Demo Retail'],
  ['/search?q=iphone%2013', /Résultats/],
  ['/search?q=zzzz', /Résultats/],
  ['/categories', 'Toutes les catégories'],
  ['/category/2/smartphones', 'Smartphones'],
  ['/stores', 'Nos magasins'],
  ['/cart/summary', 'Votre panier'],
  ['/cart/customer-infos', 'Vos informations'],
  ['/estimate-error', 'Nous ne pouvons pas estimer ce produit'],
  ['/buyback/1/accept?signature=x', 'Nouvelle proposition pour votre reprise'],
  ['/cgs', 'Conditions générales de service'],
  ['/faq', 'FAQ et contact'],
  ['/404', 'Page introuvable'],
]

/** The page shown with its heading and done loading, then analysed by axe. */
async function expectNoSeriousViolation(page: Page, heading: RegExp | string) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(await seriousViolations(page)).toEqual([])
}

test.describe('Storefront accessibility', () => {
  for (const [path, heading] of ROUTES) {
    test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
      await page.goto(path)
      await expectNoSeriousViolation(page, heading)
    })
  }

  test('axe finds no serious or critical violation on a product diagnostic', async ({ page }) => {
    await page.goto('/search?q=iphone%2013')
    const first = page.getByRole('link', { name: /iPhone 13/ }).first()
    await expect(first).toBeVisible()
    await page.goto((await first.getAttribute('href'))!)
    await expectNoSeriousViolation(page, /iPhone 13/)
  })

  test('the tunnel is done with the keyboard alone, focus moving to each step', async ({ page }) => {
    await page.goto('/')
    const search = page.getByRole('combobox', { name: 'Estimer mon produit' })
    await tabTo(page, search)
    await page.keyboard.type('iphone 13')
    await page.keyboard.press('Enter')
    const result = page.getByRole('link', { name: /iPhone 13/ }).first()
    await expect(result).toBeVisible()
    await tabTo(page, result)
    await page.keyboard.press('Enter')

    const counter = page.getByText(/^Question \d+ sur \d+$/)
    await expect(counter).toHaveText(/^Question 1 sur \d+$/)
    const total = Number((await counter.textContent())!.match(/sur (\d+)/)![1])
    for (let position = 1; position <= total; position++) {
      await expect(counter).toHaveText(`Question ${position} sur ${total}`)
      // The step's heading has the focus: the answers come next in the tab order.
      await expect(page.locator('h2.tunnel-step-title')).toBeFocused()
      await tabTo(page, page.getByRole('radio').first())
      await page.keyboard.press('Space')
      await tabTo(page, page.getByRole('button', { name: 'Suivant' }))
      await page.keyboard.press('Enter')
    }

    const imei = page.getByLabel('IMEI (15 à 17 chiffres)')
    await tabTo(page, imei)
    await page.keyboard.type('9999999912345678')
    await page.keyboard.press('Enter')
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { name: 'Votre estimation' })).toBeFocused()

    await tabTo(page, page.getByRole('button', { name: /Ajouter au panier/ }))
    await page.keyboard.press('Enter')
    const bonus = page.getByRole('button', { name: /^Non merci/ })
    if (await bonus.isVisible()) {
      await tabTo(page, bonus)
      await page.keyboard.press('Enter')
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Vos informations' })).toBeVisible()
    const fields: [string, string][] = [
      ['Prénom *', 'Léa'],
      ['Nom *', 'Clavier'],
      ['E-mail *', 'lea.clavier@example.com'],
      ['Téléphone *', '0611223344'],
      ['Numéro et rue *', '3 rue du Clavier'],
      ['Code postal *', '69003'],
      ['Ville *', 'Lyon'],
    ]
    for (const [label, value] of fields) {
      await tabTo(page, page.getByLabel(label, { exact: true }))
      await page.keyboard.type(value)
    }
    const iban = page.getByLabel('IBAN *')
    if (await iban.isVisible()) {
      await tabTo(page, iban)
      await page.keyboard.type('FR7630006000011234567890189')
    }
    await tabTo(page, page.getByRole('button', { name: 'Continuer vers le récapitulatif' }))
    await page.keyboard.press('Enter')

    await expect(page.getByRole('heading', { level: 1, name: 'Votre panier' })).toBeVisible()
    await tabTo(page, page.getByRole('checkbox'))
    await page.keyboard.press('Space')
    await tabTo(page, page.getByRole('button', { name: /Confirmer ma reprise/ }))
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 1, name: 'Votre reprise est confirmée' })).toBeVisible()
  })
})
