/*
 * The bench table: each row's figures beside those of its bare reference measured in the same run, and the
 * ratio of their throughputs, which is what the budgets hold (absolute figures swing with the machine's load).
 */
import { cpus, loadavg } from 'node:os'

/** Every list, search, the estimate and the health check: at least half the throughput of its reference. */
export const BUDGET = 0.5

/** The machine and its load before the run; a warning when something else was already busy. */
export function printMachine() {
  const load = loadavg()
  console.log(
    `machine: ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), load average before the run ${load.map((one) => one.toFixed(2)).join(' ')} (1, 5, 15 min)`
  )
  if (load[0] > 0.5) {
    console.log(
      `WARNING: load ${load[0].toFixed(2)} above 0.5 before the run: the figures are noisier than usual`
    )
  }
}

/** Each row's p95 at most this many times the health row's p95 in the same run and engine… */
export const HEALTH_P95_BUDGET = 10
/** …and the suggestions, which run on every keystroke, at most this many. */
export const SUGGESTIONS_HEALTH_P95_BUDGET = 3

const isHealth = (name) => name.startsWith('GET /api/health')
const healthBudget = (name) =>
  name.includes('suggestions') ? SUGGESTIONS_HEALTH_P95_BUDGET : HEALTH_P95_BUDGET

/** The row's p95 ÷ the health row's p95 of the same engine, and its verdict against its budget. */
function healthFigures(name, product, healthP95) {
  if (isHealth(name)) return ['1.0', '']
  if (!healthP95) return ['n/a', 'no health row']
  // No request completed within the run: its p95 is no figure (0), not a success.
  if (!product.rps) return ['n/a', '**MISSED** (no answer)']
  const p95 = product.p95
  const times = p95 / healthP95
  const budget = healthBudget(name)
  return [times.toFixed(1), `${times <= budget ? 'ok' : '**MISSED**'} (≤ ${budget}×)`]
}

export function printTable(results, bareNode) {
  console.log(`\nbare Node http, no database, same run: ${bareNode.rps} req/s, p95 ${bareNode.p95} ms (c=50)`)
  console.log(
    '\n| endpoint | db | conn. | queries | req/s | p50 ms | p95 ms | errors | reference req/s | reference p95 ms | ratio | budget ≥ 0.5 | p95 ÷ health p95 | budget 10× (suggestions 3×) |'
  )
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|')
  const healthP95 = Object.fromEntries(
    results.filter((one) => isHealth(one.name)).map((one) => [one.engine, one.product.p95])
  )
  for (const { name, engine, queries, product, reference } of results) {
    const [times, timesVerdict] = healthFigures(name, product, healthP95[engine])
    const ratio = product.rps / reference.rps
    const verdict = product.errors || reference.errors ? 'errors' : ratio >= BUDGET ? 'ok' : '**MISSED**'
    console.log(
      `| ${name} | ${engine} | ${product.connections} | ${queries} | ${product.rps} | ${product.p50} | ${product.p95} | ${product.errors} | ${reference.rps} | ${reference.p95} | ${ratio.toFixed(2)} | ${verdict} | ${times} | ${timesVerdict} |`
    )
  }
}
