/*
 * npm run bench: the product on SQLite and on MariaDB, each on a benchmark database holding the demo data
 * plus the large seed (made once, then reused), measured with autocannon (bounded in time). Each
 * database-backed row is measured beside its reference in the same run: a bare Node server with as many
 * processes and as large a pool, running through the driver alone the statements the endpoint was seen to
 * run (reference/), in alternate rounds. The budgets are ratios of the two; absolute figures are printed
 * as information.
 * It prints figures and asserts nothing: budgets are read by people, never timed in tests.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import http from 'node:http'
import { loadavg } from 'node:os'
import { measure, measureAlternately } from './measure.mjs'
import { benchRows } from './rows.mjs'
import { printExportFigures } from './buybacks.mjs'
import { printPasswordRenewTiming } from './password_timing.mjs'
import { printImportFigures } from './imports.mjs'
import { printMetricsCost } from './metrics_cost.mjs'
import { longSeconds, printLongRun } from './long_run.mjs'
import { captureRows } from './reference/capture.mjs'
import { prepare, root, startProduct, startReference } from './servers.mjs'
import { printMachine, printTable } from './table.mjs'

const engines = (process.env.BENCH_ENGINES ?? 'sqlite,mysql').split(',')
// Ten ports from BENCH_PORT_BASE (default 3390): another run or server on the machine may hold the default.
const BASE_PORT = Number(process.env.BENCH_PORT_BASE ?? 3390)
const BARE_PORT = BASE_PORT
const PORTS = { sqlite: BASE_PORT + 1, mysql: BASE_PORT + 2 }
const REFERENCE_PORT = BASE_PORT + 3
const CAPTURE_PORT = BASE_PORT + 4
const METRICS_PORTS = [BASE_PORT + 7, BASE_PORT + 8]
const LIGHTHOUSE_PORT = BASE_PORT + 9

printMachine()

async function bareNode() {
  const server = http.createServer((_, res) => {
    res.setHeader('content-type', 'application/json')
    res.end('{"status":"ok"}')
  })
  await new Promise((resolve) => server.listen(BARE_PORT, '127.0.0.1', resolve))
  const result = await measure(`http://127.0.0.1:${BARE_PORT}/`, { connections: 50 })
  server.close()
  return result
}

/** Each row on the product, then on its reference; the export's figures after them. */
async function benchEngine(engine) {
  const seconds = prepare(engine)
  const seed =
    process.env.BENCH_LARGE_SEED === '0'
      ? 'demo data only (BENCH_LARGE_SEED=0)'
      : `large seed ready in ${seconds} s (made or completed when missing)`
  console.log(`${engine}: ${seed}; load average ${loadavg()[0].toFixed(2)} before its rows`)
  const { rows, captured, capturedFile } = await captureRows(engine, CAPTURE_PORT, benchRows)
  const product = await startProduct(engine, PORTS[engine])
  const reference = await startReference(engine, REFERENCE_PORT, capturedFile)
  const results = []
  try {
    for (const [index, row] of rows.entries()) {
      const options = {
        connections: row.connections,
        headers: row.headers,
        method: row.method,
        body: row.body,
      }
      const urls = [`${product.base}${row.path}`, `${reference.base}/${index}`]
      const [measured, bare] = await measureAlternately(urls, options)
      results.push({
        name: row.name,
        engine,
        queries: captured[index].statements.length,
        product: measured,
        reference: bare,
      })
    }
    // The admin's list (the check-in lookup under /api/buybacks/ is the operator's, who exports nothing).
    const buybacks = rows.find((row) => row.path.startsWith('/api/buybacks?'))
    if (buybacks) await printExportFigures(product.base, buybacks.headers, product.pid, engine)
    await printPasswordRenewTiming(product.base, engine)
  } finally {
    await Promise.all([product.stop(), reference.stop()])
  }
  // The health and search rows with and without METRICS_TOKEN (BENCH_METRICS=0 skips them).
  if (process.env.BENCH_METRICS !== '0') await printMetricsCost(engine, rows, METRICS_PORTS)
  return results
}

for (const workspace of ['admin', 'storefront']) {
  if (!existsSync(`${root}${workspace}/dist/index.html`)) {
    spawnSync('npm', ['run', 'build', '-w', workspace, '--silent'], { cwd: root, stdio: 'inherit' })
  }
}

const baseline = await bareNode()
const results = []
for (const engine of engines) results.push(...(await benchEngine(engine)))
printTable(results, baseline)
// The catalogue import of 100 000 product lines, on a fresh demo database of its own.
if (process.env.BENCH_IMPORTS !== '0') {
  for (const engine of engines) await printImportFigures(engine, BASE_PORT + 5)
}

// The long run: a mixed load for BENCH_LONG_SECONDS (default 600; 0 skips it) on a fresh start.
if (longSeconds() > 0) {
  for (const engine of engines) await printLongRun(engine, BASE_PORT + 6)
}

if (process.env.BENCH_LIGHTHOUSE !== '0') {
  const { lighthouseFigures } = await import('./lighthouse.mjs')
  prepare('sqlite')
  const product = await startProduct('sqlite', LIGHTHOUSE_PORT)
  try {
    console.log(
      '\n| storefront page (Lighthouse, mobile) | performance | accessibility | FCP ms | LCP ms | TBT ms | CLS |'
    )
    console.log('|---|---|---|---|---|---|---|')
    for (const [name, figures] of await lighthouseFigures(product.base)) {
      console.log(
        `| ${name} | ${figures.performance} | ${figures.accessibility} | ${figures.fcp} | ${figures.lcp} | ${figures.tbt} | ${figures.cls} |`
      )
    }
    console.log('budgets: performance and accessibility 95 or more')
  } finally {
    await product.stop()
  }
}

const { storefrontInitialJs } = await import('./storefront.mjs')
const bundle = storefrontInitialJs()
console.log(`\nstorefront initial JS: ${bundle.kB} kB gzip in ${bundle.files} file(s) (budget 100 kB)`)
