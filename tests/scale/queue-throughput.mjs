#!/usr/bin/env node
/**
 * How many jobs per second the queue of the database runs (docs/decisions/0002-job-queue.md): API instances
 * (1 or 2, QUEUE_INSTANCES) over one MariaDB database of this script's own, each with its in-process worker;
 * QUEUE_JOBS (default 2000) trivial jobs (a password renewal asked for an address no user has: one query)
 * are inserted at once, and the time until the last is done is measured. Also checks that each job was
 * claimed once. Not run by CI (a measurement, not a test); needs the dump tests/scale/two-instances.mjs
 * keeps in api/tmp (it makes it on its first run).
 *
 * Settings: QUEUE_INSTANCES (default 2), QUEUE_JOBS (default 2000), QUEUE_PORTS (default "3401,3402"),
 * DB_HOST / DB_PORT / DB_USER / DB_PASSWORD (default 127.0.0.1:3306, root, no password).
 */
import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const apiDir = fileURLToPath(new URL('../../api/', import.meta.url))
const mysql = createRequire(`${apiDir}package.json`)('mysql2/promise')
const DATABASE = 'reprise_queue_throughput'
const instances = Number(process.env.QUEUE_INSTANCES ?? 2)
const jobCount = Number(process.env.QUEUE_JOBS ?? 2000)
const ports = (process.env.QUEUE_PORTS ?? '3401,3402').split(',').map(Number).slice(0, instances)
const database = {
  host: process.env.DB_HOST ?? '127.0.0.1',
  port: Number(process.env.DB_PORT ?? 3306),
  user: process.env.DB_USER ?? 'root',
  password: process.env.DB_PASSWORD ?? '',
}
const mariadbArgs = [
  `--host=${database.host}`,
  `--port=${database.port}`,
  `--user=${database.user}`,
  ...(database.password ? [`--password=${database.password}`] : []),
]
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
const mariadb = (args, input) =>
  spawnSync('mariadb', [...mariadbArgs, ...args], { input, encoding: 'utf8', maxBuffer: 1 << 28 })
const children = new Set()

function newest(path) {
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))))
}

function apiCommand() {
  const built = `${apiDir}build/api/bin/server.js`
  const sources = ['app', 'bin', 'config', 'start', 'providers', 'resources', '../database']
  if (existsSync(built) && sources.every((path) => newest(`${apiDir}${path}`) <= statSync(built).mtimeMs)) {
    return { args: [built], cwd: `${apiDir}build/api/` }
  }
  return { args: ['--import', 'ts-node-maintained/register/esm', 'bin/server.ts'], cwd: apiDir }
}

async function main() {
  const dump = readdirSync(`${apiDir}tmp`).find((name) => /^two-instances-.*\.sql$/.test(name))
  if (!dump) throw new Error('no dump in api/tmp: run tests/scale/two-instances.mjs once first')
  mariadb(['-e', `drop database if exists ${DATABASE}; create database ${DATABASE}`])
  const restore = mariadb([DATABASE], readFileSync(`${apiDir}tmp/${dump}`, 'utf8'))
  if (restore.status !== 0) throw new Error(`restore: ${restore.stderr}`)
  const sql = await mysql.createConnection({ ...database, database: DATABASE, timezone: 'Z' })
  await sql.query("update jobs set status = 'done' where status in ('pending', 'running')")

  const command = apiCommand()
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    APP_KEY: randomBytes(24).toString('base64url'),
    DB_CONNECTION: 'mysql',
    DB_HOST: database.host,
    DB_PORT: String(database.port),
    DB_USER: database.user,
    DB_PASSWORD: database.password,
    DB_DATABASE: DATABASE,
    JOBS_WORKER: 'true',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'fatal',
  }
  for (const port of ports) {
    const child = spawn(process.execPath, command.args, {
      cwd: command.cwd,
      env: { ...env, PORT: String(port) },
      stdio: 'ignore',
    })
    children.add(child)
    child.once('exit', () => children.delete(child))
  }
  for (const port of ports) {
    for (let tries = 0; ; tries++) {
      const status = await fetch(`http://127.0.0.1:${port}/api/health`)
        .then((response) => response.status)
        .catch(() => 0)
      if (status === 200) break
      if (tries > 400) throw new Error(`API on ${port} did not start`)
      await sleep(250)
    }
  }

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
  for (const child of children) child.kill('SIGKILL')
  await sleep(300)
  mariadb(['-e', `drop database if exists ${DATABASE}`])
}
