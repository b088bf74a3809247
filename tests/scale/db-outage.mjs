#!/usr/bin/env node
/**
 * The database goes away under writes: a MariaDB of this script's own (never the shared one) runs
 * in a temporary folder on a copy of a prepared data folder (migrated and seeded once by `node ace
 * db:prepare`, kept in api/tmp until the migrations or the demo change), the API runs against it (its build
 * when current, else its sources), and writers create stocks without pause while the database is killed
 * (SIGKILL) and started again 3 s later.
 * Checks: no answer other than 201 or 503 (503 with Retry-After and `service_unavailable`), health 503
 * during the outage, every acknowledged write in the database afterwards, the service back without
 * restarting the API. Prints its own "N passed, N failed" line (read by .ci/run).
 *
 * Settings: OUTAGE_DB_PORT (default 3316), OUTAGE_API_PORT (default 3396), MARIADBD (default mariadbd),
 * MARIADB_INSTALL_DB (default mariadb-install-db).
 */
import { spawn, spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  apiDir,
  apiFetch,
  check,
  children,
  log,
  requireOfApi,
  runChecks,
  sleep,
  sourcesHash,
  startApi,
} from './helpers.mjs'

const mysql = requireOfApi('mysql2/promise')
const dbPort = Number(process.env.OUTAGE_DB_PORT ?? 3316)
const apiPort = Number(process.env.OUTAGE_API_PORT ?? 3396)
const api = `http://127.0.0.1:${apiPort}`
const WRITERS = 4
const OUTAGE_MS = 3000

// In memory when it can (tmpfs): a killed mariadbd loses nothing the kernel holds, and no disk is worn.
const dataDir = mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'reprise-outage-'))

function startDatabase(dir = dataDir, options = []) {
  const child = spawn(
    process.env.MARIADBD ?? (existsSync('/usr/sbin/mariadbd') ? '/usr/sbin/mariadbd' : 'mariadbd'),
    [
      '--no-defaults',
      `--datadir=${dir}/data`,
      `--socket=${dir}/sock`,
      `--pid-file=${dir}/pid`,
      `--port=${dbPort}`,
      '--bind-address=127.0.0.1',
      '--skip-grant-tables',
      '--skip-name-resolve',
      '--innodb-buffer-pool-size=64M',
      '--innodb-log-file-size=16M',
      '--user=root',
      ...options,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] }
  )
  let errors = ''
  child.stderr.on('data', (chunk) => (errors = (errors + chunk).slice(-2000)))
  child.errors = () => errors
  children.add(child)
  child.once('exit', () => children.delete(child))
  return child
}

async function databaseAnswers(timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      const connection = await mysql.createConnection({ host: '127.0.0.1', port: dbPort, user: 'root' })
      await connection.end()
      return true
    } catch {
      await sleep(200)
    }
  }
  return false
}

const env = {
  ...process.env,
  NODE_ENV: 'production',
  DB_CONNECTION: 'mysql',
  DB_HOST: '127.0.0.1',
  DB_PORT: String(dbPort),
  DB_USER: 'root',
  DB_PASSWORD: '',
  DB_DATABASE: 'reprise_outage',
  STORAGE_ROOT: join(dataDir, 'storage'),
  LOG_LEVEL: 'fatal',
}

async function request(method, path, { token, body } = {}) {
  try {
    const response = await apiFetch(`${api}${path}`, method, { token, body })
    const text = await response.text()
    const json = text.startsWith('{') ? JSON.parse(text) : null
    return { status: response.status, retryAfter: response.headers.get('retry-after'), body: json }
  } catch (error) {
    return { status: 0, error: String(error?.cause?.code ?? error?.name ?? error) }
  }
}

/** The data folder of a MariaDB holding the migrated demo, made once (a few minutes on a busy machine). */
async function preparedTemplate() {
  const template = `${apiDir}tmp/db-outage-${sourcesHash()}`
  if (existsSync(`${template}/data`)) return template
  log(`preparing the demo database once, in ${template}`)
  const staging = `${template}.staging`
  rmSync(staging, { recursive: true, force: true })
  mkdirSync(staging, { recursive: true })
  const install = spawnSync(
    process.env.MARIADB_INSTALL_DB ?? 'mariadb-install-db',
    [
      '--no-defaults',
      `--datadir=${staging}/data`,
      '--auth-root-authentication-method=normal',
      '--user=root',
      '--skip-test-db',
    ],
    { encoding: 'utf8' }
  )
  if (install.status !== 0) throw new Error(`mariadb-install-db failed: ${install.stderr || install.error}`)
  // Only for the preparation: no flush at each commit (the folder is thrown away if this fails).
  const database = startDatabase(staging, ['--innodb-flush-log-at-trx-commit=0', '--innodb-doublewrite=0'])
  try {
    if (!(await databaseAnswers())) throw new Error(`MariaDB did not start: ${database.errors()}`)
    const prepare = spawnSync(process.execPath, ['ace', 'db:prepare'], { cwd: apiDir, env, encoding: 'utf8' })
    if (prepare.status !== 0) throw new Error(`db:prepare failed: ${prepare.stdout}${prepare.stderr}`)
  } finally {
    database.kill('SIGTERM')
    await new Promise((resolve) => (database.exitCode !== null ? resolve() : database.once('exit', resolve)))
  }
  for (const name of readdirSync(`${apiDir}tmp`)) {
    if (name.startsWith('db-outage-') && !name.endsWith('.staging'))
      rmSync(`${apiDir}tmp/${name}`, { recursive: true, force: true })
  }
  renameSync(staging, template)
  return template
}

async function main() {
  const template = await preparedTemplate()
  log(`MariaDB of its own in ${dataDir}, port ${dbPort}, on a copy of the prepared demo`)
  cpSync(`${template}/data`, `${dataDir}/data`, { recursive: true })
  let database = startDatabase()
  if (!(await databaseAnswers())) throw new Error(`MariaDB did not start: ${database.errors()}`)

  log('starting the API')
  const server = await startApi({ env, port: apiPort })

  const login = await request('POST', '/api/auth/login', {
    body: { email: 'wh.manager@demo-retail.test', password: 'Reprise-Demo-1' },
  })
  if (login.status !== 200) throw new Error(`login: ${login.status} ${JSON.stringify(login.body)}`)
  const token = login.body.token
  if (typeof token !== 'string')
    throw new Error(`no token in the login answer: ${JSON.stringify(login.body)}`)

  // Writers: each creates stocks one after the other until told to stop.
  const answers = []
  const acknowledged = []
  let phase = 'before'
  let stop = false
  let sent = 0
  const writer = async () => {
    while (!stop) {
      const name = `Outage ${process.pid} ${++sent}`
      const answer = await request('POST', '/api/stocks', { token, body: { name } })
      answers.push({ ...answer, phase })
      if (answer.status === 201) acknowledged.push({ id: answer.body?.id, name })
      if (answer.status !== 201) await sleep(50)
    }
  }
  const writers = Array.from({ length: WRITERS }, writer)

  await sleep(3000)
  log(`killing MariaDB (SIGKILL) after ${acknowledged.length} acknowledged writes`)
  phase = 'outage'
  database.kill('SIGKILL')
  await new Promise((resolve) => database.once('exit', resolve))
  await sleep(1000)
  const healthDuring = await request('GET', '/api/health')
  await sleep(OUTAGE_MS - 1000)
  log('starting MariaDB again')
  database = startDatabase()
  if (!(await databaseAnswers())) throw new Error(`MariaDB did not start again: ${database.errors()}`)
  phase = 'after'
  const ackBefore = acknowledged.length
  log('MariaDB answers again')
  const deadline = Date.now() + 20_000
  while (Date.now() < deadline && acknowledged.length < ackBefore + 20) await sleep(200)
  await sleep(1000)
  stop = true
  await Promise.all(writers)
  const healthAfter = await request('GET', '/api/health')

  // Checks.
  const count = (filter) => answers.filter(filter).length
  const unexpected = answers.filter((answer) => answer.status !== 201 && answer.status !== 503)
  const byStatus = {}
  for (const answer of answers) byStatus[answer.status] = (byStatus[answer.status] ?? 0) + 1
  log(
    `answers by status: ${JSON.stringify(byStatus)}; by phase: ${['before', 'outage', 'after']
      .map(
        (p) =>
          `${p} ${count((a) => a.phase === p && a.status === 201)}×201/${count((a) => a.phase === p && a.status === 503)}×503`
      )
      .join(', ')}`
  )
  check(
    'every answer is 201 or 503: no 500, no dropped connection',
    unexpected.length === 0,
    `${count((a) => a.status >= 500 && a.status !== 503)} answers ≥ 500 other than 503, ${count((a) => a.status === 0)} without answer, of ${answers.length}`
  )
  const unavailable = answers.filter((answer) => answer.status === 503)
  check('there were 503 answers during the outage', unavailable.length > 0, `${unavailable.length}`)
  check(
    'each 503 says service_unavailable with its message and a Retry-After',
    unavailable.every(
      (answer) =>
        answer.body?.code === 'service_unavailable' &&
        answer.body?.message === 'The service is briefly unavailable; try again in a moment.' &&
        Number(answer.retryAfter) > 0
    )
  )
  check(
    'health answers 503 with Retry-After while the database is down',
    healthDuring.status === 503 && Number(healthDuring.retryAfter) > 0,
    `${healthDuring.status}`
  )
  check('health answers 200 once it is back', healthAfter.status === 200, `${healthAfter.status}`)
  check(
    'writes are acknowledged again after the restart, the API not restarted',
    acknowledged.length >= ackBefore + 20 && server.exitCode === null,
    `${acknowledged.length - ackBefore} after`
  )

  const connection = await mysql.createConnection({
    host: '127.0.0.1',
    port: dbPort,
    user: 'root',
    database: 'reprise_outage',
  })
  const [rows] = await connection.query('select id, name from stocks where name like ?', [
    `Outage ${process.pid} %`,
  ])
  await connection.end()
  const stored = new Set(rows.map((row) => `${row.id} ${row.name}`))
  const lost = acknowledged.filter((write) => !stored.has(`${write.id} ${write.name}`))
  check(
    '0 acknowledged writes lost',
    lost.length === 0,
    `${lost.length} lost of ${acknowledged.length} acknowledged`
  )
}

await runChecks('outage scenario', main, () => rmSync(dataDir, { recursive: true, force: true }))
