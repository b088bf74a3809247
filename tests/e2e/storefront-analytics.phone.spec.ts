import { expect, test, type Page } from '@playwright/test'

/**
 * The client's tag manager and consent tool, served by stubs: the consent tool answers with the choice the
 * test sets, the tag manager script is empty. No request leaves the machine.
 */
async function withTracking(page: Page, consent: Record<string, boolean>) {
  const requested: string[] = []
  await page.addInitScript((choice) => {
    ;(window as unknown as { __consent: unknown }).__consent = choice
  }, consent)
  await page.route('**/api/white-label/config', async (route) => {
    const response = await route.fetch()
    const config = await response.json()
    await route.fulfill({
      response,
      json: { ...config, tagManagerId: 'GTM-TEST', axeptioId: 'axeptio-test' },
    })
  })
  await page.route('https://static.axept.io/sdk.js', (route) => {
    requested.push('axeptio')
    return route.fulfill({
      contentType: 'text/javascript',
      body: `(window._axcb || []).forEach((callback) => callback({ on: (event, handler) => {
        if (event === 'cookies:complete') setTimeout(() => handler(window.__consent), 0)
      } }))`,
    })
  })
  await page.route('https://www.googletagmanager.com/**', (route) => {
    requested.push('gtm')
    return route.fulfill({ contentType: 'text/javascript', body: '' })
  })
  return requested
}

const pageViews = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event: string; page_path?: string }[] }).dataLayer ?? [])
      .filter((entry) => entry.event === 'page_view')
      .map((entry) => entry.page_path)
  )

test.describe('Storefront analytics', () => {
  // The demo client names no tag manager, so its pages' Content-Security-Policy refuses the stubbed hosts that
  // the configuration is rewritten to: this spec is about consent, the policy of a client that names them is
  // checked by the API tests (tests/functional/browser_protections.spec.ts).
  test.use({ bypassCSP: true })

  test('with the visitor consent, page views go to the tag manager, never from the cart pages', async ({
    page,
  }) => {
    const requested = await withTracking(page, { google_tag_manager: true })
    await page.goto('/')
    await expect.poll(() => pageViews(page)).toEqual(['/'])
    await page.getByRole('link', { name: 'Nos magasins' }).click()
    await expect.poll(() => pageViews(page)).toEqual(['/', '/stores'])
    await page.evaluate(() => {
      history.pushState({}, '', '/cart/summary')
      dispatchEvent(new PopStateEvent('popstate'))
    })
    await expect(page.getByRole('heading', { level: 1, name: 'Votre panier' })).toBeVisible()
    expect(await pageViews(page)).toEqual(['/', '/stores'])
    expect(requested).toEqual(['axeptio', 'gtm'])
  })

  test('without consent the tag manager is never loaded and nothing is reported', async ({ page }) => {
    const requested = await withTracking(page, { google_tag_manager: false })
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1, name: 'Demo Retail' })).toBeVisible()
    await page.getByRole('link', { name: 'Nos magasins' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Nos magasins' })).toBeVisible()
    expect(await pageViews(page)).toEqual([])
    expect(requested).toEqual(['axeptio'])
  })
})
