import cluster from 'node:cluster'
import { randomUUID } from 'node:crypto'
import { registry } from '#services/observability/metrics'

/**
 * The metrics of every process: a worker of `npm start` asks the primary, whose prom-client aggregator
 * registry collects each worker's figures and sums them (bin/cluster_metrics.js); a single process answers
 * its own.
 */
export const METRICS_MESSAGE = 'reprise:metrics'
const ANSWER_WITHIN_MS = 10_000

interface MetricsAnswer {
  type: string
  id: string
  text?: string
  error?: string
}

export function clusterMetricsText(): Promise<string> {
  if (!cluster.isWorker || !process.send) return registry.metrics()
  const id = randomUUID()
  return new Promise((resolve, reject) => {
    const listener = (message: MetricsAnswer) => {
      if (message?.type !== METRICS_MESSAGE || message.id !== id) return
      done()
      if (message.text === undefined) reject(new Error(message.error ?? 'no metrics'))
      else resolve(message.text)
    }
    const timer = setTimeout(() => {
      done()
      reject(new Error('the primary process did not answer with the metrics'))
    }, ANSWER_WITHIN_MS)
    const done = () => {
      clearTimeout(timer)
      process.off('message', listener)
    }
    process.on('message', listener)
    process.send!({ type: METRICS_MESSAGE, id })
  })
}
