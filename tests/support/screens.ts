import type { Page } from '@playwright/test'

/**
 * A screenshot of what the user sees at a step of a journey, kept as `test-results/screens/<name>.png` so that
 * a person can look at the day's screens after a run (Playwright empties test-results when a run starts).
 * Transitions are taken at their end: a radio just left shows unchecked, not half-way.
 */
export function screen(page: Page, name: string, fullPage = true) {
  return page.screenshot({ path: `test-results/screens/${name}.png`, fullPage, animations: 'disabled' })
}
