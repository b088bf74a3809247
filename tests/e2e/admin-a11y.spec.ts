import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { openAs } from '../support/admin.js'
import { OPERATOR } from '../support/refurb.js'

const ADMIN = 'admin@demo-retail.test'

/** Serious and critical WCAG 2.1 A/AA violations of the page as it stands: each rule, its node count, one node. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      ({ id, nodes }) => `${id} ×${nodes.length}: ${nodes[0].html.slice(0, 160)} ${nodes[0].failureSummary}`
    )
}

/** The screen loaded: no progress bar or spinner of react-admin left, the network quiet. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle')
  await expect(page.locator('[role="progressbar"]')).toHaveCount(0)
}

/** Every screen the menu of the signed-in user links to, as its paths. */
async function menuPaths(page: Page) {
  const menu = page.locator('.RaSidebar-fixed, .RaMenu-root').first()
  await expect(menu.getByRole('menuitem').first()).toBeVisible()
  const hrefs = await menu
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname))
  return [...new Set(hrefs)]
}

for (const [role, email, least] of [
  ['the administrator', ADMIN, 10],
  ['the workshop operator', OPERATOR, 5],
] as const) {
  test(`axe finds no serious or critical violation on each menu screen of ${role}`, async ({ page }) => {
    test.setTimeout(600_000)
    await page.setViewportSize({ width: 1366, height: 768 })
    await openAs(page, email, '/admin/')
    await expect(page.getByRole('heading', { name: /^Bonjour / })).toBeVisible()
    const paths = await menuPaths(page)
    expect(paths.length).toBeGreaterThanOrEqual(least)
    const found: string[] = []
    for (const path of paths) {
      await page.goto(path)
      await settled(page)
      for (const line of await seriousViolations(page)) found.push(`${path} ${line}`)
    }
    expect(found).toEqual([])
  })
}
