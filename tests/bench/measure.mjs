import autocannon from 'autocannon'

/** The q-th percentile (0..100) of sorted latencies in ms. */
function percentile(sorted, q) {
  if (!sorted.length) return 0
  return sorted[Math.min(sorted.length - 1, Math.ceil((q / 100) * sorted.length) - 1)]
}

/**
 * One autocannon run, bounded in time (BENCH_SECONDS, default 8 s). Latencies are collected per response
 * so that p95 is exact (autocannon's own summary has no p95).
 */
export async function measure(url, options = {}) {
  // Steady state: a first, unmeasured run warms the JIT, the statement caches and the database pages.
  const warmup = Number(process.env.BENCH_WARMUP_SECONDS ?? 2)
  if (warmup > 0) await run(url, { ...options, duration: warmup })
  return run(url, { ...options, duration: Number(process.env.BENCH_SECONDS ?? 8) })
}

function run(url, { connections = 50, headers = {}, method = 'GET', body, duration }) {
  const latencies = []
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url, connections, duration, headers, method, body }, (error, result) => {
      if (error) return reject(error)
      latencies.sort((a, b) => a - b)
      resolve({
        connections,
        rps: Math.round(result.requests.average),
        p50: Math.round(percentile(latencies, 50) * 10) / 10,
        p95: Math.round(percentile(latencies, 95) * 10) / 10,
        p99: Math.round(percentile(latencies, 99) * 10) / 10,
        errors: result.errors + result.non2xx,
      })
    })
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime))
  })
}
