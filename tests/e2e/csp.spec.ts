import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { DEMO_PASSWORD, logIn, openAs } from '../support/admin.js'

/**
 * The Content-Security-Policy the API sends lets the built back office and storefront work:
 * no violation is reported on their main pages. Violations are collected from the `securitypolicyviolation`
 * events of every document the page opens and from the console.
 */
async function watchViolations(page: Page) {
  const violations: string[] = []
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation
      report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname}`)
    })
  })
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy'))
      violations.push(message.text())
  })
  return violations
}

/** Sets the demo client's tag manager and consent tool ids through the clients API (super admin). */
async function setThirdParties(
  request: APIRequestContext,
  ids: { gtmId: string | null; consentToolId: string | null }
) {
  const login = await request.post('/api/auth/login', {
    data: { email: 'superadmin@reprise.test', password: DEMO_PASSWORD },
  })
  const headers = { Authorization: `Bearer ${(await login.json()).token}`, 'X-Module': 'root' }
  const [client] = await (await request.get('/api/clients?q=Demo%20Retail', { headers })).json()
  const full = await (await request.get(`/api/clients/${client.id}`, { headers })).json()
  const saved = await request.put(`/api/clients/${client.id}`, { headers, data: { ...full, ...ids } })
  expect(saved.ok(), await saved.text()).toBe(true)
}

/** Lets the page finish its requests (images, fonts, charts) before its violations are read. */
const settled = (page: Page) => page.waitForLoadState('networkidle')

test.describe('Content-Security-Policy', () => {
  test('the policy is enforced: a script injected into a page is refused and reported', async ({ page }) => {
    const violations = await watchViolations(page)
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1, name: 'Demo Retail' })).toBeVisible()
    const ran = await page.evaluate(() => {
      const script = document.createElement('script')
      script.textContent = 'window.injectedRan = true'
      document.head.append(script)
      return (window as unknown as { injectedRan?: boolean }).injectedRan ?? false
    })
    expect(ran).toBe(false)
    // Seen both ways: the document's event and the console.
    await expect
      .poll(() => violations.some((text) => text.startsWith('script-src-elem blocked inline on /')))
      .toBe(true)
    expect(violations.some((text) => text.includes('violates the following Content Security Policy'))).toBe(
      true
    )
  })

  test('the storefront pages report no violation: home, search, a diagnostic, the cart', async ({
    page,
    request,
  }) => {
    const violations = await watchViolations(page)
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1, name: 'Demo Retail' })).toBeVisible()
    await settled(page)

    await page.goto('/search?q=iphone%2013')
    await expect(page.getByRole('heading', { level: 1, name: 'Résultats pour « iphone 13 »' })).toBeVisible()
    await settled(page)

    const { token } = await (await request.post('/api/auth/anonymous')).json()
    const { items } = await (
      await request.get('/api/storefront/products?keyword=iphone%2013', {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).json()
    await page.goto(`/diag/${items[0].id}/iphone-13`)
    await expect(page.getByText(/^Question 1 sur \d+$/)).toBeVisible()
    await settled(page)

    await page.goto('/cart/summary')
    await expect(page.getByRole('heading', { level: 1, name: 'Votre panier' })).toBeVisible()
    await settled(page)
    expect(violations).toEqual([])
  })

  test('the back office login and home page report no violation, with the week’s charts', async ({
    page,
  }) => {
    const violations = await watchViolations(page)
    await logIn(page, 'admin@demo-retail.test')
    // The week's figures and their charts.
    const figures = page.getByRole('region', { name: 'Statistiques de la semaine' })
    await expect(figures.getByText('Chargement des statistiques…')).toBeHidden()
    await settled(page)
    expect(violations).toEqual([])
  })

  test('the back office buy-backs list and a buy-back report no violation', async ({ page }) => {
    const violations = await watchViolations(page)
    await openAs(page, 'admin@demo-retail.test', '/admin/buybacks')
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('cell') })
      .first()
    await expect(row).toBeVisible()
    await settled(page)
    await row.click()
    await expect(page).toHaveURL(/\/admin\/buybacks\/\d+\/show$/)
    await expect(page.getByRole('tab', { name: 'Historique' })).toBeVisible()
    await settled(page)
    expect(violations).toEqual([])
  })

  test('the back office products list reports no violation', async ({ page }) => {
    const violations = await watchViolations(page)
    await openAs(page, 'admin@demo-retail.test', '/admin/products')
    await expect(page.getByRole('heading', { name: 'Produits', level: 1 })).toBeVisible()
    await settled(page)
    expect(violations).toEqual([])
  })

  test('the tag manager and consent tool a client names load on its storefront, with no violation', async ({
    page,
    request,
  }) => {
    const requested: string[] = []
    await page.addInitScript(() => {
      ;(window as unknown as { __consent: unknown }).__consent = { google_tag_manager: true }
    })
    // The vendors' scripts are stubs: no request leaves the machine.
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
    const violations = await watchViolations(page)
    await setThirdParties(request, { gtmId: 'GTM-CSPTEST', consentToolId: 'axeptio-csp-test' })
    try {
      await page.goto('/')
      await expect(page.getByRole('heading', { level: 1, name: 'Demo Retail' })).toBeVisible()
      await expect.poll(() => requested).toEqual(['axeptio', 'gtm'])
      await settled(page)
      expect(violations).toEqual([])
    } finally {
      await setThirdParties(request, { gtmId: null, consentToolId: null })
    }
  })
})
