#!/usr/bin/env node
/**
 * How many jobs per second the queue of the database runs (docs/decisions/0002-job-queue.md): API instances
 * (1 or 2, QUEUE_INSTANCES) over one MariaDB database of this script's own, each with its in-process worker;
 * QUEUE_JOBS (default 2000) trivial jobs (a password renewal asked for an address no user has: one query)
 * are inserted at once, and the time until the last is done is measured. Also checks that each job was
 * claimed once. Not run by CI (a measurement, not a test); the demo comes from the dump the scale scripts
 * keep in api/tmp (made on the first run).
 *
 * Settings: QUEUE_INSTANCES (default 2), QUEUE_JOBS (default 2000), QUEUE_PORTS (default "3401,3402"),
 * DB_HOST / DB_PORT / DB_USER / DB_PASSWORD (default 127.0.0.1:3306, root, no password).
 */
import { randomBytes } from 'node:crypto'
import {
  apiCommand,
  killChildren,
  loadMariadbDemo,
  mariadb,
  mariadbEnv,
  mariadbServer,
  requireOfApi,
  sleep,
  startApi,
} from './helpers.mjs'

const mysql = requireOfApi('mysql2/promise')
const DATABASE = 'reprise_queue_throughput'
const instances = Number(process.env.QUEUE_INSTANCES ?? 2)
const jobCount = Number(process.env.QUEUE_JOBS ?? 2000)
const ports = (process.env.QUEUE_PORTS ?? '3401,3402').split(',').map(Number).slice(0, instances)

async function main() {
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    APP_KEY: randomBytes(24).toString('base64url'),
    ...mariadbEnv(DATABASE),
    JOBS_WORKER: 'true',
    LOG_LEVEL: 'fatal',
  }
  loadMariadbDemo(DATABASE, env)
  const sql = await mysql.createConnection({ ...mariadbServer, database: DATABASE, timezone: 'Z' })
  await sql.query("update jobs set status = 'done' where status in ('pending', 'running')")

  const command = apiCommand()
  await Promise.all(ports.map((port) => startApi({ env, port, command, timeoutMs: 180_000 })))

  const now = new Date().toISOString().slice(0, 19).replace('T', ' ')
  const row = () => ['password_renewal', '{"email":"nobody@example.com"}', 'pending', 0, 5, now, now, now]
  const startedAt = Date.now()
  await sql.query(
    'insert into jobs (type, payload, status, attempts, max_attempts, run_at, created_at, updated_at) values ?',
    [Array.from({ length: jobCount }, row)]
  )
  let done = 0
  while (Date.now() - startedAt < 600_000) {
    const [[{ n }]] = await sql.query(
      "select count(*) as n from jobs where type = 'password_renewal' and status = 'done'"
    )
    done = Number(n)
    if (done >= jobCount) break
    await sleep(100)
  }
  const seconds = (Date.now() - startedAt) / 1000
  const [[{ twice }]] = await sql.query(
    "select count(*) as twice from jobs where type = 'password_renewal' and attempts <> 1"
  )
  await sql.end()
  console.log(
    `${instances} instance(s), ${jobCount} jobs: ${done} done in ${seconds.toFixed(1)} s = ` +
      `${(done / seconds).toFixed(1)} jobs/s; claimed more than once: ${twice}`
  )
}

try {
  await main()
} finally {
  await killChildren()
  mariadb(['-e', `drop database if exists ${DATABASE}`])
}
