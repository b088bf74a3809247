/*
 * Lighthouse figures of the storefront (budgets: mobile performance and accessibility 95 or more on
 * home, search and diag), measured with the npm lighthouse package in Debian's Chromium (CHROME_PATH, else
 * /usr/bin/chromium) against a started product, with Lighthouse's default mobile settings (simulated slow
 * 4G and CPU). Nothing is downloaded. Called by run.mjs.
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

async function diagPath(base) {
  const { token } = await fetch(`${base}/api/auth/anonymous`, { method: 'POST' }).then((r) => r.json())
  const { items } = await fetch(`${base}/api/storefront/products?keyword=iphone%2013`, {
    headers: { authorization: `Bearer ${token}` },
  }).then((r) => r.json())
  return `/diag/${items[0].id}/iphone-13`
}

/** Returns [page, { performance, accessibility, lcp, tbt, cls }] rows. */
export async function lighthouseFigures(base) {
  const pages = [
    ['home', '/'],
    ['search', '/search?q=iphone'],
    ['diag', await diagPath(base)],
  ]
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  })
  const rows = []
  try {
    for (const [name, path] of pages) {
      const { lhr } = await lighthouse(`${base}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      })
      const audit = (id) => lhr.audits[id]?.numericValue ?? null
      rows.push([
        `${name} (${path.split('?')[0]})`,
        {
          performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
          accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
          fcp: Math.round(audit('first-contentful-paint')),
          lcp: Math.round(audit('largest-contentful-paint')),
          tbt: Math.round(audit('total-blocking-time')),
          cls: Math.round((audit('cumulative-layout-shift') ?? 0) * 1000) / 1000,
        },
      ])
    }
  } finally {
    chrome.kill()
  }
  return rows
}
