/*
 * What the metrics cost (README "Operating Reprise"): the health and search rows measured on two products
 * started side by side on the same database, one with METRICS_TOKEN (the per-request figures and Node's own
 * kept, GET /metrics scraped every 10 s as Prometheus would) and one without, in alternate rounds of the same
 * run; the budget is on the ratio of their throughputs.
 */
import { measureAlternately } from './measure.mjs'
import { startProduct } from './servers.mjs'

/** The metrics may cost less than this share of a row's throughput. */
export const METRICS_BUDGET = 0.05
const SCRAPE_EVERY_MS = 10_000
const TOKEN = 'bench-metrics-token-0123456789'

/** The rows whose cost is measured: health, and the storefront's search and suggestions. */
export const measuresMetricsCost = (row) =>
  row.path === '/api/health' ||
  row.path.startsWith('/api/storefront/products?keyword=') ||
  row.path.startsWith('/api/storefront/products/suggestions?')

export async function printMetricsCost(engine, rows, [onPort, offPort]) {
  const measured = rows.filter(measuresMetricsCost)
  if (!measured.length) return
  const on = await startProduct(engine, onPort, { METRICS_TOKEN: TOKEN })
  const off = await startProduct(engine, offPort, { METRICS_TOKEN: '' })
  let scrapes = 0
  const scrape = () =>
    fetch(`${on.base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
      .then((answer) => answer.ok && answer.text())
      .then((text) => text && scrapes++)
      .catch(() => {})
  const scraper = setInterval(scrape, SCRAPE_EVERY_MS)
  const lines = []
  try {
    // Refused unless GET /metrics answers with the request histogram: otherwise nothing was measured.
    const first = await fetch(`${on.base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
    if (!(await first.text()).includes('http_request_duration_seconds')) {
      throw new Error(`GET /metrics answered ${first.status} without the request histogram`)
    }
    for (const row of measured) {
      const options = {
        connections: row.connections,
        headers: row.headers,
        method: row.method,
        body: row.body,
      }
      const [withMetrics, without] = await measureAlternately(
        [`${on.base}${row.path}`, `${off.base}${row.path}`],
        options
      )
      const ratio = withMetrics.rps / without.rps
      const cost = 1 - ratio
      const verdict =
        withMetrics.errors || without.errors ? 'errors' : cost < METRICS_BUDGET ? 'ok' : '**MISSED**'
      lines.push(
        `| ${row.name} | ${engine} | ${row.connections} | ${withMetrics.rps} | ${withMetrics.p95} | ${without.rps} | ${without.p95} | ${ratio.toFixed(3)} | ${(cost * 100).toFixed(1)} % | ${verdict} |`
      )
    }
  } finally {
    clearInterval(scraper)
    await Promise.all([on.stop(), off.stop()])
  }
  console.log(
    `\n| metrics cost: endpoint | db | conn. | req/s with METRICS_TOKEN | p95 ms with | req/s without | p95 ms without | ratio | cost | budget < ${METRICS_BUDGET * 100} % |`
  )
  console.log('|---|---|---|---|---|---|---|---|---|---|')
  for (const line of lines) console.log(line)
  console.log(`(GET /metrics scraped ${scrapes} times during the rows, every ${SCRAPE_EVERY_MS / 1000} s)`)
}
