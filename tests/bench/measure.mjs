import autocannon from 'autocannon'

/** The q-th percentile (0..100) of sorted latencies in ms. */
function percentile(sorted, q) {
  if (!sorted.length) return 0
  return sorted[Math.min(sorted.length - 1, Math.ceil((q / 100) * sorted.length) - 1)]
}

const round1 = (value) => Math.round(value * 10) / 10

/** One autocannon run: its requests, errors and every response's latency (autocannon's summary has no p95). */
function run(url, { connections = 50, headers = {}, method = 'GET', body, duration }) {
  const latencies = []
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url, connections, duration, headers, method, body }, (error, result) => {
      if (error) return reject(error)
      resolve({
        requests: latencies.length,
        seconds: duration,
        errors: result.errors + result.non2xx,
        latencies,
      })
    })
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime))
  })
}

function summary(runs, connections) {
  const latencies = runs.flatMap((one) => one.latencies).sort((a, b) => a - b)
  const seconds = runs.reduce((total, one) => total + one.seconds, 0)
  return {
    connections,
    rps: Math.round(latencies.length / seconds),
    p50: round1(percentile(latencies, 50)),
    p95: round1(percentile(latencies, 95)),
    p99: round1(percentile(latencies, 99)),
    errors: runs.reduce((total, one) => total + one.errors, 0),
  }
}

const warmupSeconds = () => Number(process.env.BENCH_WARMUP_SECONDS ?? 2)
const seconds = () => Number(process.env.BENCH_SECONDS ?? 8)

/**
 * One URL for BENCH_SECONDS (default 8), after an unmeasured run that warms the JIT, the statement caches and
 * the database pages (BENCH_WARMUP_SECONDS, default 2).
 */
export async function measure(url, options = {}) {
  if (warmupSeconds() > 0) await run(url, { ...options, duration: warmupSeconds() })
  return summary([await run(url, { ...options, duration: seconds() })], options.connections ?? 50)
}

/**
 * Several URLs (an endpoint and its reference) for BENCH_SECONDS each, in alternate rounds (BENCH_ROUNDS,
 * default 4): a burst of load from elsewhere on the machine falls on all of them, not on one.
 */
export async function measureAlternately(urls, options = {}) {
  if (warmupSeconds() > 0) for (const url of urls) await run(url, { ...options, duration: warmupSeconds() })
  const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 4))
  const runs = urls.map(() => [])
  for (let round = 0; round < rounds; round++) {
    for (const [index, url] of urls.entries()) {
      runs[index].push(await run(url, { ...options, duration: seconds() / rounds }))
    }
  }
  return runs.map((one) => summary(one, options.connections ?? 50))
}
