// First opening of back-office screens in a fresh browser (empty cache), against a running server:
//   node tools/measure-first-open.mjs http://127.0.0.1:3660 [rounds]
// Each screen in a new context, signed in through the API (the session put in localStorage before the page
// loads): the time from navigation to the screen's content, and the bytes and requests it took.
import { createRequire } from 'node:module'

const require = createRequire(new URL('../tests/package.json', import.meta.url))
const { chromium } = require('playwright-core')

const base = process.argv[2] ?? 'http://127.0.0.1:3333'
const rounds = Number(process.argv[3] ?? 3)
const SCREENS = [
  ['home', '/admin/home', (page) => page.getByRole('heading', { name: 'Accès rapides' })],
  [
    'catalogue imports',
    '/admin/imports',
    (page) => page.getByRole('table').or(page.getByText(/Aucun import/)),
  ],
  ['catalogue export', '/admin/exports', (page) => page.getByRole('combobox').first()],
  // The retailer's admin has no stock screen (access denied): a workshop manager opens it.
  [
    'items in stock',
    '/admin/items-stock',
    (page) => page.getByRole('row').nth(1),
    'wh.manager@demo-retail.test',
  ],
  ['payments', '/admin/searchPayment', (page) => page.getByRole('row').nth(1)],
  ['buy-backs', '/admin/buybacks', (page) => page.getByRole('row').nth(1)],
]

const sessionOf = async (email) => {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'Reprise-Demo-1' }),
  })
  return login.json()
}
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-dev-shm-usage'],
})
for (const [name, path, ready, email = 'admin@demo-retail.test'] of SCREENS) {
  const session = await sessionOf(email)
  const times = []
  let bytes = 0
  let requests = 0
  for (let round = 0; round < rounds; round += 1) {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } })
    await context.addInitScript((value) => {
      if (!localStorage.getItem('reprise.session')) localStorage.setItem('reprise.session', value)
    }, JSON.stringify(session))
    const page = await context.newPage()
    let size = 0
    let count = 0
    page.on('response', async (response) => {
      count += 1
      size += Number((await response.headerValue('content-length')) ?? 0)
    })
    const started = Date.now()
    await page.goto(`${base}${path}`)
    await ready(page).first().waitFor({ state: 'visible', timeout: 30_000 })
    times.push(Date.now() - started)
    bytes = size
    requests = count
    await context.close()
  }
  times.sort((a, b) => a - b)
  console.log(
    `${name.padEnd(18)} median ${times[Math.floor(times.length / 2)]} ms (${times.join(', ')}), ${requests} requests, ${Math.round(bytes / 1024)} kB`
  )
}
await browser.close()
