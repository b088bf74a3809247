/*
 * npm run bench: starts the built product on SQLite and on MariaDB and measures it with autocannon
 * (c=50, bounded in time) next to a bare Node HTTP server measured in the same run. Prints figures; it
 * asserts nothing (budgets are read by people, never timed in tests).
 */
import { spawn, spawnSync } from 'node:child_process'
import http from 'node:http'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'

const root = fileURLToPath(new URL('../../', import.meta.url))
const duration = Number(process.env.BENCH_SECONDS ?? 8)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50)
const engines = (process.env.BENCH_ENGINES ?? 'sqlite,mysql').split(',')

function measure(url, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, headers }, (error, result) => {
      if (error) return reject(error)
      resolve({
        rps: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.non2xx,
      })
    })
  })
}

async function bareNode() {
  const server = http.createServer((_, res) => {
    res.setHeader('content-type', 'application/json')
    res.end('{"status":"ok"}')
  })
  await new Promise((resolve) => server.listen(3390, '127.0.0.1', resolve))
  const result = await measure('http://127.0.0.1:3390/')
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

async function product(engine, port) {
  const env = {
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
  const child = spawn(process.execPath, ['api/bin/start.js'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const base = `http://127.0.0.1:${port}`
  await waitFor(`${base}/api/health`)
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo-retail.test', password: 'Reprise-Demo-1' }),
  }).then((response) => response.json())
  const auth = { authorization: `Bearer ${login.token}` }
  const rows = {
    'GET /api/health': await measure(`${base}/api/health`),
    'GET /api/users (25 per page, sorted)': await measure(
      `${base}/api/users?_start=0&_end=25&_sort=lastname&_order=ASC`,
      auth
    ),
  }
  child.kill('SIGTERM')
  return rows
}

for (const workspace of ['admin', 'storefront']) {
  spawnSync('npm', ['run', 'build', '-w', workspace, '--silent'], { cwd: root, stdio: 'inherit' })
}

const baseline = await bareNode()
const table = [['bare Node http (same run)', '', baseline, 1]]
let port = 3391
for (const engine of engines) {
  const rows = await product(engine, port++)
  for (const [name, figures] of Object.entries(rows))
    table.push([name, engine, figures, figures.rps / baseline.rps])
}

console.log(`\nautocannon -c ${connections} -d ${duration}s\n`)
console.log('| endpoint | db | req/s | p50 ms | p99 ms | errors | vs bare Node |')
console.log('|---|---|---|---|---|---|---|')
for (const [name, engine, figures, ratio] of table) {
  console.log(
    `| ${name} | ${engine} | ${figures.rps} | ${figures.p50} | ${figures.p99} | ${figures.errors} | ${ratio.toFixed(2)} |`
  )
}
