import cluster from 'node:cluster'
import client from 'prom-client'
import type { HttpContext } from '@adonisjs/core/http'
import { settings } from '#config/settings'

/**
 * The figures `GET /metrics` shows (README "Operating Reprise"), in prom-client's default registry, which
 * the primary of `npm start` sums over the processes (bin/cluster_metrics.js). Counters of rare events
 * (login failures, refusals, connector calls, failed jobs) are always kept; the per-request figures and
 * Node's own (event loop delay, memory) only when METRICS_TOKEN is set.
 */
export const metricsEnabled = () => settings.metricsToken !== ''

export const registry = client.register

// A worker of `npm start` answers the primary's requests for its figures: prom-client listens for them
// only once the process has made an aggregator registry.
if (cluster.isWorker) new client.AggregatorRegistry()

const requests = new client.Counter({
  name: 'http_requests_total',
  help: 'HTTP requests answered, by route pattern, method and status',
  labelNames: ['route', 'method', 'status'] as const,
})

const durations = new client.Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by route pattern and method',
  labelNames: ['route', 'method'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
})

export const loginFailures = new client.Counter({
  name: 'auth_login_failures_total',
  help: 'Back-office sign-ins refused for bad credentials',
})

export const limiterRefusals = new client.Counter({
  name: 'limiter_refusals_total',
  help: 'Requests refused by a limiter (429), by limiter',
  labelNames: ['limiter'] as const,
})

export const connectorCalls = new client.Counter({
  name: 'connector_calls_total',
  help: 'Calls to outside parties, by connector kind and outcome',
  labelNames: ['kind', 'outcome'] as const,
})

export const jobsFailed = new client.Counter({
  name: 'jobs_failed_total',
  help: 'Job attempts that failed, by job name',
  labelNames: ['job'] as const,
})

/** A route's children of the two request figures, looked up once: labels are hashed only on a miss. */
type Children = {
  duration: client.Histogram.Internal<'route' | 'method'>
  byStatus: Map<number, client.Counter.Internal>
}
const children = new Map<string, Children>()

function childrenOf(route: string, method: string) {
  const key = `${method} ${route}`
  let found = children.get(key)
  if (!found) {
    found = { duration: durations.labels(route, method), byStatus: new Map() }
    children.set(key, found)
  }
  return found
}

/**
 * The server middleware `handle` measuring each request when METRICS_TOKEN is set (start/kernel.ts): the
 * figures are taken once its answer is sent or its connection closed, by a listener of the response itself
 * (AdonisJS' `http:request_completed` event goes through an asynchronous emitter on every request).
 */
export function measuringRequests<Next>(handle: (ctx: HttpContext, next: Next) => unknown) {
  if (!metricsEnabled()) return handle
  return (ctx: HttpContext, next: Next) => {
    const started = process.hrtime()
    ctx.response.response.once('close', () => observeRequest(ctx, process.hrtime(started)))
    return handle(ctx, next)
  }
}

/** Called once per answered request, with its duration. */
export function observeRequest(ctx: HttpContext, duration: [number, number]) {
  const method = ctx.request.request.method ?? 'GET'
  const route = ctx.route?.pattern ?? (ctx.request.request.url?.startsWith('/api') ? 'unmatched' : 'static')
  const status = ctx.response.response.statusCode
  const found = childrenOf(route, method)
  found.duration.observe(duration[0] + duration[1] / 1e9)
  let counter = found.byStatus.get(status)
  if (!counter) {
    counter = requests.labels(route, method, String(status))
    found.byStatus.set(status, counter)
  }
  counter.inc()
}
