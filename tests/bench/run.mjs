/*
 * npm run bench: starts the built product on SQLite and on MariaDB, each on a benchmark database holding
 * the demo data plus the large seed (100k products, 1M buy-backs, 10k users; made once, then reused), and
 * measures it with autocannon (bounded in time) next to a bare Node HTTP server measured in the same run.
 * It prints figures and asserts nothing: budgets are read by people, never timed in tests.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import http from 'node:http'
import { fileURLToPath } from 'node:url'
import { measure } from './measure.mjs'

const root = fileURLToPath(new URL('../../', import.meta.url))
const engines = (process.env.BENCH_ENGINES ?? 'sqlite,mysql').split(',')

async function bareNode() {
  const server = http.createServer((_, res) => {
    res.setHeader('content-type', 'application/json')
    res.end('{"status":"ok"}')
  })
  await new Promise((resolve) => server.listen(3390, '127.0.0.1', resolve))
  const result = await measure('http://127.0.0.1:3390/', { connections: 50 })
  server.close()
  return result
}

async function waitFor(url, timeoutMs = 180_000) {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`${url} did not answer`)
}

function envFor(engine, port) {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DB_CONNECTION: engine,
    SQLITE_FILE: 'tmp/bench.sqlite',
    DB_DATABASE: 'reprise_bench',
    LIMITER_STORE: 'memory',
  }
}

function prepare(engine) {
  const env = envFor(engine, 0)
  const ace = (...args) =>
    spawnSync(process.execPath, ['ace', ...args], { cwd: `${root}api`, env, stdio: 'inherit' })
  ace('db:prepare')
  const started = Date.now()
  ace('db:seed-large', '--if-missing')
  return Math.round((Date.now() - started) / 1000)
}

async function product(engine, port) {
  const seedSeconds = prepare(engine)
  const child = spawn(process.execPath, ['api/bin/start.js'], {
    cwd: root,
    env: envFor(engine, port),
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const base = `http://127.0.0.1:${port}`
  try {
    await waitFor(`${base}/api/health`)
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo-retail.test', password: 'Reprise-Demo-1' }),
    }).then((response) => response.json())
    const headers = { authorization: `Bearer ${login.token}`, 'x-module': 'tim' }
    const rows = [
      ['GET /api/health', await measure(`${base}/api/health`, { connections: 50 })],
      [
        'GET /api/users (10k users, page of 25, sorted)',
        await measure(`${base}/api/users?_start=0&_end=25&_sort=lastname&_order=ASC`, {
          connections: 50,
          headers,
        }),
      ],
      [
        'GET /api/users?q= (search)',
        await measure(`${base}/api/users?_start=0&_end=25&q=Vendeur%2012`, { connections: 50, headers }),
      ],
    ]
    const productsBench = new URL('./products.mjs', import.meta.url)
    if (existsSync(fileURLToPath(productsBench))) {
      const { benchProducts } = await import(productsBench.href)
      for (const row of await benchProducts(base, login.token)) rows.push(row)
    }
    const { benchBuybacks } = await import('./buybacks.mjs')
    for (const row of await benchBuybacks(base, login.token, child.pid, engine)) rows.push(row)
    const { benchEstimate } = await import('./storefront.mjs')
    for (const row of await benchEstimate(base)) rows.push(row)
    return { rows, seedSeconds }
  } finally {
    child.kill('SIGTERM')
  }
}

for (const workspace of ['admin', 'storefront']) {
  if (!existsSync(`${root}${workspace}/dist/index.html`)) {
    spawnSync('npm', ['run', 'build', '-w', workspace, '--silent'], { cwd: root, stdio: 'inherit' })
  }
}

const baseline = await bareNode()
const table = [['bare Node http (same run)', '', baseline]]
let port = 3391
for (const engine of engines) {
  const { rows, seedSeconds } = await product(engine, port++)
  console.log(`${engine}: large seed ${seedSeconds ? `made in ${seedSeconds} s` : 'reused'}`)
  for (const [name, figures] of rows) table.push([name, engine, figures])
}

console.log('\n| endpoint | db | conn. | req/s | p50 ms | p95 ms | p99 ms | errors | req/s vs bare Node |')
console.log('|---|---|---|---|---|---|---|---|---|')
for (const [name, engine, figures] of table) {
  const ratio = (figures.rps / baseline.rps).toFixed(2)
  console.log(
    `| ${name} | ${engine} | ${figures.connections} | ${figures.rps} | ${figures.p50} | ${figures.p95} | ${figures.p99} | ${figures.errors} | ${ratio} |`
  )
}

if (process.env.BENCH_LIGHTHOUSE !== '0') {
  const { lighthouseFigures } = await import('./lighthouse.mjs')
  const port = 3399
  prepare('sqlite')
  const child = spawn(process.execPath, ['api/bin/start.js'], {
    cwd: root,
    env: envFor('sqlite', port),
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  try {
    await waitFor(`http://127.0.0.1:${port}/api/health`)
    console.log(
      '\n| storefront page (Lighthouse, mobile) | performance | accessibility | FCP ms | LCP ms | TBT ms | CLS |'
    )
    console.log('|---|---|---|---|---|---|---|')
    for (const [name, figures] of await lighthouseFigures(`http://127.0.0.1:${port}`)) {
      console.log(
        `| ${name} | ${figures.performance} | ${figures.accessibility} | ${figures.fcp} | ${figures.lcp} | ${figures.tbt} | ${figures.cls} |`
      )
    }
    console.log('budgets: performance and accessibility 95 or more')
  } finally {
    child.kill('SIGTERM')
  }
}

const { storefrontInitialJs } = await import('./storefront.mjs')
const bundle = storefrontInitialJs()
console.log(`\nstorefront initial JS: ${bundle.kB} kB gzip in ${bundle.files} file(s) (budget 100 kB)`)
