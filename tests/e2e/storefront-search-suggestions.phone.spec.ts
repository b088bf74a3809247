import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Locator, type Page } from '@playwright/test'

/** The home page's search field, a WAI-ARIA combobox, and the listbox of its suggestions. */
function searchBox(page: Page) {
  return {
    field: page.getByRole('combobox', { name: 'Estimer mon produit' }),
    list: page.getByRole('listbox', { name: 'Suggestions de produits' }),
  }
}

/** The keyword a suggestions request asks for, null for any other request. */
function suggestionKeyword(url: string) {
  const { pathname, searchParams } = new URL(url)
  return pathname === '/api/storefront/products/suggestions' ? searchParams.get('keyword') : null
}

/** Serious and critical WCAG 2 A/AA violations of the page as it stands (as storefront-a11y does). */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

/** Tabs until the element has the focus: the keyboard is the only way through. */
async function tabTo(page: Page, target: Locator, limit = 40) {
  for (let press = 0; press < limit; press++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  throw new Error('The element cannot be reached with the Tab key')
}

/** The id of the option the field points at with aria-activedescendant, checked against the option itself. */
async function expectActive(field: Locator, option: Locator) {
  const id = await option.getAttribute('id')
  expect(id).toBeTruthy()
  await expect(field).toHaveAttribute('aria-activedescendant', id!)
  await expect(option).toHaveAttribute('aria-selected', 'true')
}

test.describe('Storefront search suggestions', () => {
  test('typing "ipone 13" suggests iPhone 13 products, and tapping one opens its diagnosis', async ({
    page,
  }) => {
    const requests: string[] = []
    page.on('request', (request) => {
      const keyword = suggestionKeyword(request.url())
      if (keyword !== null) requests.push(keyword)
    })
    await page.goto('/')
    const { field, list } = searchBox(page)
    await expect(field).toHaveAttribute('aria-expanded', 'false')
    await field.pressSequentially('ipone 13', { delay: 40 })

    await expect(list).toBeVisible()
    await expect(field).toHaveAttribute('aria-expanded', 'true')
    await expect(field).toHaveAttribute('aria-controls', (await list.getAttribute('id'))!)
    const options = list.getByRole('option')
    await expect(options.first()).toContainText('iPhone 13')
    const count = await options.count()
    expect(count).toBeGreaterThan(0)
    expect(count).toBeLessThanOrEqual(8)
    // The polite status announces how many products are suggested.
    await expect(page.getByRole('status').filter({ hasText: /suggestion/ })).toHaveText(
      count === 1 ? '1 suggestion' : `${count} suggestions`
    )
    // Debounced: one request per pause, not one per keystroke from the second character (7 here).
    expect(requests.length).toBeLessThan(4)
    expect(requests.at(-1)).toBe('ipone 13')

    const label = (await options.first().locator('.search-suggestion-label').textContent())!
    expect(label).toContain('iPhone 13')
    await options.first().tap()
    await expect(page).toHaveURL(/\/diag\/[^/]+\/[a-z0-9-]+$/)
    await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible()
  })

  test('a slow answer to an older keyword is aborted and never replaces the newer one', async ({ page }) => {
    // The real API, with the answer to "ipone" held back until the customer has typed on.
    let staleAnswered: () => void = () => undefined
    const staleDone = new Promise<void>((resolve) => (staleAnswered = resolve))
    await page.route('**/api/storefront/products/suggestions?*', async (route) => {
      const stale = suggestionKeyword(route.request().url()) === 'ipone'
      if (stale) await new Promise((resolve) => setTimeout(resolve, 1_500))
      await route.continue().catch(() => undefined)
      if (stale) staleAnswered()
    })
    await page.goto('/')
    const { field, list } = searchBox(page)
    const older = page.waitForRequest((request) => suggestionKeyword(request.url()) === 'ipone')
    await field.pressSequentially('ipone')
    const stale = await older
    const aborted = page.waitForEvent('requestfailed', (request) => request === stale)
    await field.pressSequentially(' 13')
    await aborted
    await expect(list.getByRole('option').first()).toContainText('iPhone 13')
    // Once the older answer is let through (or its request found aborted), the newer one still shows.
    await staleDone
    await expect(field).toHaveValue('ipone 13')
    await expect(list.getByRole('option').first()).toContainText('iPhone 13')
  })

  test('the combobox works with the keyboard alone: arrows, Escape, Enter', async ({ page }) => {
    await page.goto('/')
    const { field, list } = searchBox(page)
    await tabTo(page, field)
    // A new answer resets the active option: the arrows wait for the answer to the whole text.
    let answered = page.waitForResponse((response) => suggestionKeyword(response.url()) === 'ipone 13')
    await page.keyboard.type('ipone 13')
    await answered
    await expect(list).toBeVisible()
    const options = list.getByRole('option')
    await expect(options.first()).toContainText('iPhone 13')
    await expect(field).not.toHaveAttribute('aria-activedescendant')

    // The arrows move the active option (the focus stays in the field), wrapping at the ends.
    await page.keyboard.press('ArrowDown')
    await expectActive(field, options.first())
    await expect(field).toBeFocused()
    const count = await options.count()
    if (count > 1) {
      await page.keyboard.press('ArrowDown')
      await expectActive(field, options.nth(1))
      await page.keyboard.press('ArrowUp')
      await expectActive(field, options.first())
    }
    await page.keyboard.press('ArrowUp')
    await expectActive(field, options.last())

    // Escape closes the list and keeps the text; a second Escape clears the field.
    await page.keyboard.press('Escape')
    await expect(list).toBeHidden()
    await expect(field).toHaveAttribute('aria-expanded', 'false')
    await expect(field).not.toHaveAttribute('aria-activedescendant')
    await expect(field).toHaveValue('ipone 13')
    await page.keyboard.press('Escape')
    await expect(field).toHaveValue('')

    // Enter on the active option opens that product's diagnosis.
    answered = page.waitForResponse((response) => suggestionKeyword(response.url()) === 'ipone 13')
    await page.keyboard.type('ipone 13')
    await answered
    await expect(list).toBeVisible()
    await expect(options.first()).toContainText('iPhone 13')
    await page.keyboard.press('ArrowDown')
    await expectActive(field, options.first())
    const label = (await options.first().locator('.search-suggestion-label').textContent())!
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible()
    await expect(page).toHaveURL(/\/diag\//)
  })

  test('Enter without an active option runs the search', async ({ page }) => {
    await page.goto('/')
    const { field, list } = searchBox(page)
    await field.pressSequentially('ipone 13')
    await expect(list).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/search\?q=ipone%2013$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Résultats pour « ipone 13 »' })).toBeVisible()
    // The search page's field starts with the keyword and no list.
    await expect(page.getByRole('combobox', { name: 'Modèle, marque ou code EAN' })).toHaveAttribute(
      'aria-expanded',
      'false'
    )
  })

  test('a typo beyond what the search forgives offers "did you mean", and the link runs that search', async ({
    page,
  }) => {
    // Two edits in a seven-letter word: more than the one the search forgives, but "samsung" is close.
    await page.goto('/search?q=sumsang')
    await expect(page.getByText('Aucun produit ne correspond à votre recherche.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'support@demo-retail.test', exact: true })).toBeVisible()
    const suggestion = page.getByRole('link', { name: 'samsung', exact: true })
    await expect(suggestion.locator('xpath=..')).toHaveText('Vouliez-vous dire samsung\u202f?')
    await suggestion.click()
    await expect(page).toHaveURL(/\/search\?q=samsung$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Résultats pour « samsung »' })).toBeVisible()
    await expect(page.getByRole('link', { name: /Samsung Galaxy/ }).first()).toBeVisible()
    await expect(page.getByText(/Vouliez-vous dire/)).toBeHidden()
  })

  test('axe finds no serious violation with the suggestions open', async ({ page }) => {
    await page.goto('/')
    const { field, list } = searchBox(page)
    await field.pressSequentially('ipone 13')
    await expect(list).toBeVisible()
    await page.keyboard.press('ArrowDown')
    await expect(field).toHaveAttribute('aria-activedescendant', /.+/)
    expect(await seriousViolations(page)).toEqual([])
  })
})
