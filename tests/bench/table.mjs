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

export function printTable(results, bareNode) {
  console.log(`\nbare Node http, no database, same run: ${bareNode.rps} req/s, p95 ${bareNode.p95} ms (c=50)`)
  console.log(
    '\n| endpoint | db | conn. | queries | req/s | p50 ms | p95 ms | errors | reference req/s | reference p95 ms | ratio | budget ≥ 0.5 |'
  )
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|')
  for (const { name, engine, queries, product, reference } of results) {
    const ratio = product.rps / reference.rps
    const verdict = product.errors || reference.errors ? 'errors' : ratio >= BUDGET ? 'ok' : '**MISSED**'
    console.log(
      `| ${name} | ${engine} | ${product.connections} | ${queries} | ${product.rps} | ${product.p50} | ${product.p95} | ${product.errors} | ${reference.rps} | ${reference.p95} | ${ratio.toFixed(2)} | ${verdict} |`
    )
  }
}
