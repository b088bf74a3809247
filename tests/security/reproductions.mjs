/**
 * The attacks of the security review, run against a started product with the demo data, one line each:
 * what was sent and what the product answered. Run it before and after a change to compare the answers.
 *
 *   node tests/security/reproductions.mjs <url> --sqlite <the product's SQLite file> --tmp <folder> …
 *
 * `--sqlite` prepares what no screen of the demo turns on (the refurb connector feature of Demo Retail);
 * `--tmp` (repeatable) names the folders a product writes uploads to (its TMPDIR, its UPLOADS_FOLDER), whose
 * entries are counted before and after an anonymous upload. The product must trust no proxy (TRUSTED_PROXIES
 * unset): the script sends X-Forwarded-For itself. It changes the demo data (a password, a user's status, sign-in failures): use a copy.
 */
import { Buffer } from 'node:buffer'
import { readdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { parseArgs } from 'node:util'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { sqlite: { type: 'string' }, tmp: { type: 'string', multiple: true } },
})
const base = (positionals[0] ?? 'http://127.0.0.1:3333').replace(/\/$/, '')
const PASSWORD = 'Reprise-Demo-1'

async function call(path, { method = 'GET', token, body, headers = {} } = {}) {
  const json = body !== undefined && !(body instanceof globalThis.FormData)
  const answer = await fetch(`${base}${path}`, {
    method,
    headers: {
      'Accept-Language': 'en',
      ...(json ? { 'Content-Type': 'application/json' } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: json ? JSON.stringify(body) : body,
  })
  const text = await answer.text()
  let parsed = null
  try {
    parsed = JSON.parse(text)
  } catch {
    parsed = null
  }
  return { status: answer.status, headers: answer.headers, body: parsed, text }
}

const code = (answer) => (answer.body && !Array.isArray(answer.body) && answer.body.code) || ''
const say = (what, answer, extra = '') =>
  console.log(
    `${what}: ${answer.status}${code(answer) ? ` ${code(answer)}` : ''}${extra ? ` (${extra})` : ''}`
  )

async function login(email, password = PASSWORD, headers = {}) {
  return call('/api/auth/login', { method: 'POST', body: { email, password }, headers })
}
async function token(email) {
  const answer = await login(email)
  if (!answer.body?.token)
    throw new Error(`sign-in of ${email}: ${answer.status} ${answer.text.slice(0, 200)}`)
  return answer.body.token
}
const userId = async (admin, email) => {
  const list = await call(`/api/users?q=${encodeURIComponent(email)}&_start=0&_end=5`, { token: admin })
  const found = (Array.isArray(list.body) ? list.body : []).find((user) => user.email === email)
  if (!found) throw new Error(`user ${email} not found: ${list.status}`)
  return found.id
}
const countFiles = () =>
  (values.tmp ?? []).reduce((sum, folder) => sum + readdirSync(folder, { recursive: true }).length, 0)

// 1. An anonymous multipart upload of a megabyte.
{
  const before = countFiles()
  const form = new globalThis.FormData()
  form.append('a', new globalThis.Blob([Buffer.alloc(1024 * 1024, 1)]), '1MB.bin')
  const answer = await call('/api/users', { method: 'POST', body: form })
  await new Promise((resolve) => setTimeout(resolve, 500))
  say(
    '1. anonymous POST /api/users -F a=@1MB.bin',
    answer,
    `temporary folder: ${before} files before, ${countFiles()} after`
  )
}

// 2. A storefront visitor runs a back-office connector action, the refurb connector feature being on.
{
  const admin = await token('admin@demo-retail.test')
  if (values.sqlite) {
    const require = createRequire(new URL('../../api/package.json', import.meta.url))
    const Database = require('better-sqlite3')
    const database = new Database(values.sqlite)
    const row = database
      .prepare(
        `select d.id, d.enabled_premium_features as features from organization_root_details d
         join users u on u.account_id = d.account_id where u.email = 'admin@demo-retail.test'`
      )
      .get()
    const features = new Set(JSON.parse(row?.features || '[]'))
    features.add('refurb_connector')
    database
      .prepare('update organization_root_details set enabled_premium_features = ? where id = ?')
      .run(JSON.stringify([...features]), row.id)
    database.close()
  }
  for (const connector of ['refurb_advanced_stocks', 'refurb_steps']) {
    await call('/api/connector-organizations', {
      method: 'POST',
      token: admin,
      body: {
        connector,
        name: `Config ${connector}`,
        active: true,
        properties: [
          { name: 'storeCode', value: 'S1' },
          { name: 'workshopCode', value: 'W1' },
        ],
      },
    })
  }
  const visitor = (await call('/api/auth/anonymous', { method: 'POST' })).body?.token
  const answer = await call(
    '/api/organizations/launch-generic-premium-feature-connector?action=sync_stocks',
    {
      token: visitor,
    }
  )
  const stocks = answer.body?.result?.stocks
  say(
    '2. visitor GET launch-generic-premium-feature-connector?action=sync_stocks',
    answer,
    Array.isArray(stocks) ? `${stocks.length} stocks answered` : 'no stocks'
  )
}

// 3. A token from before an admin's password change.
{
  const seller = await token('seller@demo-retail.test')
  const admin = await token('admin@demo-retail.test')
  const id = await userId(admin, 'seller@demo-retail.test')
  const changed = await call(`/api/users/${id}`, {
    method: 'PATCH',
    token: admin,
    body: { password: 'Nouveau-Pass-9', passwordConfirmation: 'Nouveau-Pass-9' },
  })
  say(`3. the admin changes the seller's password (PATCH /api/users/${id})`, changed)
  say(
    "3. GET /api/auth/me with the seller's token from before",
    await call('/api/auth/me', { token: seller })
  )
}

// 4. A deactivated user's token on storefront routes, then after re-activation.
{
  const operator = await token('operator@demo-retail.test')
  const admin = await token('admin@demo-retail.test')
  const id = await userId(admin, 'operator@demo-retail.test')
  say(
    '4. the admin deactivates the operator',
    await call(`/api/users/${id}`, { method: 'PATCH', token: admin, body: { status: 'inactive' } })
  )
  say(
    "4. GET /api/buyback-settings with the operator's token",
    await call('/api/buyback-settings', { token: operator })
  )
  say(
    "4. POST /api/carts with the operator's token",
    await call('/api/carts', { method: 'POST', token: operator, body: {} })
  )
  say(
    '4. the admin re-activates the operator',
    await call(`/api/users/${id}`, { method: 'PATCH', token: admin, body: { status: 'active' } })
  )
  say("4. GET /api/auth/me with the operator's old token", await call('/api/auth/me', { token: operator }))
  say(
    "4. GET /api/buyback-settings with the operator's old token",
    await call('/api/buyback-settings', { token: operator })
  )
}

// 5. Guesses for one account, each from a new address.
{
  const answers = []
  for (let guess = 1; guess <= 12; guess += 1) {
    const answer = await login('store.manager@demo-retail.test', `wrong-${guess}`, {
      'X-Forwarded-For': `198.51.${guess}.${guess}`,
    })
    answers.push(answer.status)
  }
  const last = await login('store.manager@demo-retail.test', 'wrong-13', { 'X-Forwarded-For': '203.0.113.9' })
  console.log(
    `5. 12 wrong passwords for one account, each from a new X-Forwarded-For: ${answers.join(' ')}; then from another: ${last.status}${last.headers.get('retry-after') ? ` Retry-After ${last.headers.get('retry-after')}` : ''}`
  )
}

// 6. Sorting by an inherited property.
{
  const admin = await token('admin@demo-retail.test')
  for (const field of ['__proto__', 'toString']) {
    say(
      `6. GET /api/users?_sort=${field}`,
      await call(`/api/users?_sort=${field}&_order=ASC&_start=0&_end=5`, { token: admin })
    )
  }
}

// 7. A foreign origin.
{
  const answer = await call('/api/health', { headers: { Origin: 'https://evil.example' } })
  console.log(
    `7. GET /api/health with Origin https://evil.example: ${answer.status}, Access-Control-Allow-Origin: ${answer.headers.get('access-control-allow-origin') ?? '(none)'}, Allow-Credentials: ${answer.headers.get('access-control-allow-credentials') ?? '(none)'}`
  )
}
