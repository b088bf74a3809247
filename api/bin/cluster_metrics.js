import cluster from 'node:cluster'

/**
 * The primary's side of GET /metrics (app/services/observability/cluster_metrics.ts): a worker asks, and
 * prom-client's aggregator registry collects every worker's registry and sums the figures.
 */
const METRICS_MESSAGE = 'reprise:metrics'

export async function answerMetrics() {
  const { default: client } = await import('prom-client')
  const aggregator = new client.AggregatorRegistry()
  cluster.on('message', (worker, message) => {
    if (message?.type !== METRICS_MESSAGE) return
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: METRICS_MESSAGE, id: message.id, text }),
      (error) => worker.send({ type: METRICS_MESSAGE, id: message.id, error: String(error?.message) })
    )
  })
}
