/*
 * The long run: the product as `npm start` serves it, on the bench database, under a mixed load
 * (long_load.mjs) for BENCH_LONG_SECONDS (default 600; 0 skips it). Per minute: the answers by status class,
 * p50 and p95 of the timed requests (the exports' downloads are counted, not timed), the check-ins and
 * exports done and the memory of the server's processes summed over the primary and its workers: VmRSS, and
 * RssAnon, the same less the file pages SQLite maps in (mmap_size), which fill as the run reads more of the
 * database and are no leak. Then the budgets: no answer ≥ 500 and none missing, anonymous memory at the end
 * within +10% of its value after the first minute, p95 of the last minute within 1.5× of the first's.
 * Figures, no assertion. Alone: BENCH_ENGINES=sqlite BENCH_LONG_SECONDS=120 node tests/bench/long_run.mjs
 */
import { loadavg } from 'node:os'
import { fileURLToPath } from 'node:url'
import { caller, mixedLoad } from './long_load.mjs'
import { treeMemory } from './processes.mjs'

const MINUTE_MS = 60_000
const SAMPLE_MS = 5_000
export const MEMORY_BUDGET = 0.1
export const P95_BUDGET = 1.5

export const longSeconds = () => Number(process.env.BENCH_LONG_SECONDS ?? 600)

function percentile(sorted, q) {
  if (!sorted.length) return 0
  return sorted[Math.min(sorted.length - 1, Math.ceil((q / 100) * sorted.length) - 1)]
}

const emptyMinute = () => ({
  latencies: [],
  answers: 0,
  ok: 0,
  client: 0,
  server: 0,
  failed: 0,
  memory: null,
  seconds: 0,
  checkins: 0,
  exports: 0,
  other: new Map(),
})

/** The figures of the run, one bucket per minute since `started`; what ends after the run, in its last. */
function tally(started, seconds) {
  const minutes = []
  const at = (time) => {
    const index = Math.min(Math.floor((time - started) / MINUTE_MS), Math.ceil(seconds / 60) - 1)
    while (minutes.length <= index) minutes.push(emptyMinute())
    return minutes[index]
  }
  const record = (kind, ms, status, timed, error) => {
    const minute = at(Date.now())
    minute.answers++
    if (timed) minute.latencies.push(ms)
    if (status === 0) minute.failed++
    else if (status >= 500) minute.server++
    else if (status >= 400) minute.client++
    else minute.ok++
    if (status === 0 || status >= 400) {
      const key = `${kind} ${status || `no answer (${error})`}`
      minute.other.set(key, (minute.other.get(key) ?? 0) + 1)
    }
  }
  /** A check-in or an export done (`kind`: checkins, exports). */
  const done = (kind) => at(Date.now())[kind]++
  return { minutes, at, record, done }
}

const summarise = (minute) => {
  const sorted = minute.latencies.sort((a, b) => a - b)
  return { ...minute, p50: percentile(sorted, 50), p95: percentile(sorted, 95) }
}

const mark = (ok) => (ok ? 'ok' : '**MISSED**')

/** The table per minute and the summary line with its budgets. */
function printFigures(engine, minutes, seconds, load) {
  console.log(
    `\n| long run ${engine}: minute | answers | req/s | p50 ms | p95 ms | 2xx-3xx | 4xx | ≥ 500 | no answer | check-ins | exports | server RSS MB | anonymous MB |`
  )
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|')
  for (const [index, minute] of minutes.entries()) {
    console.log(
      `| ${index + 1} | ${minute.answers} | ${Math.round(minute.answers / minute.seconds)} | ${minute.p50.toFixed(1)} | ${minute.p95.toFixed(1)} | ${minute.ok} | ${minute.client} | ${minute.server} | ${minute.failed} | ${minute.checkins} | ${minute.exports} | ${minute.memory?.rss ?? '-'} | ${minute.memory?.anon ?? '-'} |`
    )
  }
  const other = new Map()
  for (const minute of minutes) for (const [key, n] of minute.other) other.set(key, (other.get(key) ?? 0) + n)
  if (other.size) {
    console.log(`answers other than 2xx-3xx: ${[...other].map(([key, n]) => `${key} ×${n}`).join(', ')}`)
  }
  const total = minutes.reduce((sum, minute) => sum + minute.answers, 0)
  const server = minutes.reduce((sum, minute) => sum + minute.server, 0)
  const failed = minutes.reduce((sum, minute) => sum + minute.failed, 0)
  const checkins = minutes.reduce((sum, minute) => sum + minute.checkins, 0)
  const exports = minutes.reduce((sum, minute) => sum + minute.exports, 0)
  const [first, last] = [minutes[0], minutes.at(-1)]
  const growth = last.memory.rss / first.memory.rss - 1
  const anonGrowth = last.memory.anon / first.memory.anon - 1
  const ratio = last.p95 / first.p95
  const percent = (value) => `${value >= 0 ? '+' : ''}${(value * 100).toFixed(1)}%`
  console.log(
    `${engine}: long run of ${seconds} s, ${total} answers, ${checkins} check-ins, ${exports} exports: ` +
      `${server} answers ≥ 500 and ${failed} without answer (budget 0) ${mark(server + failed === 0)}; ` +
      `server memory (${last.memory.processes} processes, anonymous RSS) minute 1 → end ${first.memory.anon} → ${last.memory.anon} MB ` +
      `(${percent(anonGrowth)}, budget +10%) ${mark(anonGrowth <= MEMORY_BUDGET)}, with the database pages mapped in (VmRSS) ${first.memory.rss} → ${last.memory.rss} MB (${percent(growth)}); ` +
      `p95 minute 1 → end ${first.p95.toFixed(1)} → ${last.p95.toFixed(1)} ms (×${ratio.toFixed(2)}, budget 1.5×) ${mark(ratio <= P95_BUDGET)}`
  )
  // The machine's own load: p95 follows it whatever the product does.
  console.log(
    `${engine}: load average ${load.before.toFixed(2)} before the long run, ${load.after.toFixed(2)} at its end`
  )
  if (minutes.length < 2)
    console.log(`${engine}: a run under two minutes compares its first minute with itself`)
}

/** Starts the product on `engine` at `port`, loads it for BENCH_LONG_SECONDS and prints its figures. */
export async function printLongRun(engine, port) {
  const { prepare, startProduct } = await import('./servers.mjs')
  const { signIn } = await import('./rows.mjs')
  const seconds = longSeconds()
  prepare(engine)
  const product = await startProduct(engine, port)
  const load = { before: loadavg()[0], after: 0 }
  const started = Date.now()
  const { minutes, at, record, done } = tally(started, seconds)
  // The memory at the end of each minute: the last sample taken in it under load (every 5 s).
  const sample = () => {
    if (Date.now() - started < seconds * 1000) at(Date.now()).memory = treeMemory(product.pid)
  }
  const sampler = setInterval(sample, SAMPLE_MS)
  try {
    await mixedLoad(product.base, caller(product.base, record), {
      signIn,
      until: started + seconds * 1000,
      done,
    })
    load.after = loadavg()[0]
  } finally {
    clearInterval(sampler)
    await product.stop()
  }
  // The minutes' lengths: whole ones, and the last as long as the load lasted in it.
  for (const [index, minute] of minutes.entries()) {
    minute.seconds = Math.max(1, Math.min(60, seconds - index * 60))
  }
  printFigures(engine, minutes.map(summarise), seconds, load)
}

// Standalone: BENCH_ENGINES=sqlite BENCH_LONG_SECONDS=120 BENCH_PORT_BASE=3500 node tests/bench/long_run.mjs
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.BENCH_PORT_BASE ?? 3390) + 6
  for (const engine of (process.env.BENCH_ENGINES ?? 'sqlite,mysql').split(',')) {
    if (longSeconds() > 0) await printLongRun(engine, port)
  }
}
