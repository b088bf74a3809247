import client from 'prom-client'
import db from '@adonisjs/lucid/services/db'
import { isoOfRaw } from '#services/sql_time'

/**
 * The figures read when /metrics is asked: each process's database pool (summed over the processes), and
 * the job queue as the database holds it (the same for every process: the largest is kept, not the sum).
 */
interface QueueRow {
  type: string
  status: string
  total: number | string
  oldest: unknown
}

/** One read of the queue per scrape, shared by its three figures (prom-client collects them together). */
let queueRead: Promise<QueueRow[]> | undefined
function queueRows() {
  queueRead ??= Promise.resolve(
    db
      .from('jobs')
      .whereIn('status', ['pending', 'failed'])
      .select('type', 'status')
      .count('* as total')
      .min('run_at as oldest')
      .groupBy('type', 'status') as unknown as Promise<QueueRow[]>
  ).finally(() => (queueRead = undefined))
  return queueRead
}

function poolGauge(name: string, help: string, figure: (pool: any) => number) {
  return new client.Gauge({
    name,
    help,
    labelNames: ['connection'] as const,
    collect() {
      this.reset()
      for (const [connection, { connection: opened }] of db.manager.connections) {
        const pool = opened?.pool
        if (pool) this.labels(connection).set(figure(pool))
      }
    },
  })
}

function queueGauge(
  name: string,
  help: string,
  figures: (rows: QueueRow[], now: number) => [string, number][]
) {
  return new client.Gauge({
    name,
    help,
    labelNames: ['job'] as const,
    aggregator: 'max',
    async collect() {
      const rows = await queueRows()
      this.reset()
      for (const [job, value] of figures(rows, Date.now())) this.labels(job).set(value)
    },
  })
}

export function registerGauges() {
  poolGauge('db_pool_connections_in_use', 'Database connections lent out, by connection', (pool) =>
    pool.numUsed()
  )
  poolGauge('db_pool_acquires_waiting', 'Queries waiting for a database connection, by connection', (pool) =>
    pool.numPendingAcquires()
  )
  const pending = (rows: QueueRow[]) => rows.filter((row) => row.status === 'pending')
  queueGauge('jobs_waiting', 'Jobs waiting in the queue (pending), by job name', (rows) =>
    pending(rows).map((row) => [row.type, Number(row.total)])
  )
  queueGauge(
    'jobs_oldest_waiting_seconds',
    'Age of the oldest job due and not taken, by job name',
    (rows, now) =>
      pending(rows).map((row) => {
        const oldest = isoOfRaw(row.oldest)
        return [row.type, oldest ? Math.max(0, (now - Date.parse(oldest)) / 1000) : 0]
      })
  )
  queueGauge('jobs_failed', 'Jobs that spent their attempts (for the platform admin), by job name', (rows) =>
    rows.filter((row) => row.status === 'failed').map((row) => [row.type, Number(row.total)])
  )
}
