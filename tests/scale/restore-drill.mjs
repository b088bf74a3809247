/**
 * The restore drill: the API (its build when current, else its sources) runs on a SQLite file and a storage
 * folder of the prepared demo and takes writes (stocks created by a warehouse manager) while `node ace
 * backup` runs; the archive is restored (`node ace restore`) into a fresh SQLite file and storage folder;
 * every row acknowledged before the backup started and every file stored then must be there, and the API
 * started on the restored copy answers a buy-back lookup, its request traced to a local OTLP receiver
 * (HTTP and SQL spans of one trace). Ports: RESTORE_DRILL_PORTS (default 3386,3387,3388).
 *
 * Prints its figures (rows acknowledged, rows restored, files, seconds) and its own "N passed, N failed"
 * line (read by .ci/run).
 */
import { spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cpSync, existsSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { createRequire } from 'node:module'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const apiDir = fileURLToPath(new URL('../../api/', import.meta.url))
const Database = createRequire(`${apiDir}package.json`)('better-sqlite3')
const [sourcePort, restoredPort, otlpPort] = (process.env.RESTORE_DRILL_PORTS ?? '3386,3387,3388')
  .split(',')
  .map(Number)
const ADMIN = { email: 'admin@demo-retail.test', password: 'Reprise-Demo-1' }
const WRITER = { email: 'wh.manager@demo-retail.test', password: 'Reprise-Demo-1' }

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
const started = Date.now()
const log = (message) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)}s] ${message}`)
const results = []
const check = (name, ok, detail = '') => {
  results.push(ok)
  console.log(`${ok ? '✔' : '✖'} ${name}${detail ? ` (${detail})` : ''}`)
}

const run = `restore-drill-${process.pid}`
const template = join(apiDir, 'tmp/restore-drill-template.sqlite')
const templateStorage = join(apiDir, 'tmp/restore-drill-template-storage')
const source = {
  file: join(apiDir, `tmp/${run}-source.sqlite`),
  storage: join(apiDir, `tmp/${run}-source-storage`),
}
const restored = {
  file: join(apiDir, `tmp/${run}-restored.sqlite`),
  storage: join(apiDir, `tmp/${run}-restored-storage`),
}
const backupDir = join(apiDir, `tmp/${run}-backups`)
const children = new Set()

function newest(path) {
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))))
}

const envOf = (target, extra = {}) => ({
  ...process.env,
  NODE_ENV: 'production',
  DB_CONNECTION: 'sqlite',
  SQLITE_FILE: target.file,
  STORAGE_ROOT: target.storage,
  DRIVE_DISK: 'fs',
  BACKUP_DIR: backupDir,
  LOG_LEVEL: 'fatal',
  JOBS_WORKER: 'false',
  SFTP_ENABLED: 'false',
  ...extra,
})

/** `node ace <args>` on a target; answers its exit status and output. */
function ace(args, target) {
  const done = spawnSync(process.execPath, ['ace', ...args], {
    cwd: apiDir,
    env: envOf(target),
    encoding: 'utf8',
  })
  return { status: done.status, output: `${done.stdout}${done.stderr}` }
}

function preparedTemplate() {
  if (existsSync(template) && statSync(template).mtimeMs >= newest(join(apiDir, '../database'))) return
  log('preparing the demo database once (node ace db:prepare)')
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${template}${suffix}`, { force: true })
  rmSync(templateStorage, { recursive: true, force: true })
  const prepared = ace(['db:prepare'], { file: template, storage: templateStorage })
  if (prepared.status !== 0) throw new Error(`db:prepare failed: ${prepared.output}`)
}

async function startApi(target, port, extra = {}) {
  const built = `${apiDir}build/api/bin/server.js`
  const sources = ['app', 'bin', 'config', 'start', 'providers', 'resources', '../database']
  const current =
    existsSync(built) && sources.every((path) => newest(`${apiDir}${path}`) <= statSync(built).mtimeMs)
  const server = spawn(
    process.execPath,
    current ? [built] : ['--import', 'ts-node-maintained/register/esm', 'bin/server.ts'],
    {
      cwd: current ? `${apiDir}build/api/` : apiDir,
      env: envOf(target, { HOST: '127.0.0.1', PORT: String(port), ...extra }),
      stdio: ['ignore', 'ignore', 'pipe'],
    }
  )
  let errors = ''
  server.stderr.on('data', (chunk) => (errors = (errors + chunk).slice(-4000)))
  children.add(server)
  server.once('exit', () => children.delete(server))
  for (let tries = 0; ; tries++) {
    const answer = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null)
    if (answer?.status === 200) return server
    if (tries > 300 || server.exitCode !== null) throw new Error(`API did not start: ${errors}`)
    await sleep(200)
  }
}

async function tokenOf(port, user) {
  const answer = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(user),
  })
  const body = await answer.json()
  if (!body.token) throw new Error(`login failed: ${answer.status}`)
  return body.token
}

/** Every file below a folder, with its checksum, by relative path. */
function filesOf(folder) {
  const files = new Map()
  const walk = (path) => {
    for (const name of readdirSync(path)) {
      const full = join(path, name)
      if (statSync(full).isDirectory()) walk(full)
      else files.set(relative(folder, full), createHash('sha256').update(readFileSync(full)).digest('hex'))
    }
  }
  if (existsSync(folder)) walk(folder)
  return files
}

/** A local OTLP/HTTP receiver (JSON): the spans it was sent. */
function otlpReceiver() {
  const spans = []
  const server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      try {
        for (const resource of JSON.parse(body).resourceSpans ?? [])
          for (const scope of resource.scopeSpans ?? []) spans.push(...(scope.spans ?? []))
      } catch {
        // Not OTLP JSON: no spans from it.
      }
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{}')
    })
  })
  return { spans, server }
}

async function main() {
  preparedTemplate()
  cpSync(template, source.file)
  cpSync(templateStorage, source.storage, { recursive: true })
  const api = await startApi(source, sourcePort)
  const token = await tokenOf(sourcePort, WRITER)

  // Writes before and during the backup; the ones acknowledged before it started must come back.
  const acknowledged = []
  let backupStartedAt = Infinity
  let writing = true
  const writer = (async () => {
    for (let index = 0; writing; index++) {
      const sentAt = Date.now()
      const answer = await fetch(`http://127.0.0.1:${sourcePort}/api/stocks`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ name: `Drill ${run} ${index}` }),
      }).catch(() => null)
      if (answer?.status === 201) acknowledged.push({ id: (await answer.json()).id, sentAt, at: Date.now() })
      else await sleep(50)
    }
  })()
  await sleep(2000)
  const filesBefore = filesOf(source.storage)
  backupStartedAt = Date.now()
  const backupClock = Date.now()
  const backup = await new Promise((resolve) => {
    const child = spawn(process.execPath, ['ace', 'backup'], { cwd: apiDir, env: envOf(source) })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('close', (status) => resolve({ status, output }))
  })
  const backupSeconds = (Date.now() - backupClock) / 1000
  writing = false
  await writer
  api.kill('SIGTERM')
  const archive = backup.output.trim().split('\n').at(-1)
  check(
    'npm run backup wrote an archive and printed its path last',
    backup.status === 0 && existsSync(archive),
    archive
  )
  const before = acknowledged.filter((write) => write.at < backupStartedAt)
  const during = acknowledged.length - before.length
  check('writes were acknowledged while the backup ran', during > 0, `${during} during`)

  const restoreClock = Date.now()
  const restore = ace(['restore', archive], restored)
  const restoreSeconds = (Date.now() - restoreClock) / 1000
  check(
    'the archive restores into a fresh SQLite file and storage folder',
    restore.status === 0,
    restore.output.trim().split('\n').at(-1)
  )
  const again = ace(['restore', archive], restored)
  check('a second restore onto the restored copy is refused without --force', again.status !== 0)

  const copy = new Database(restored.file, { readonly: true })
  const restoredIds = new Set(
    copy
      .prepare("select id from stocks where name like 'Drill %'")
      .all()
      .map((row) => row.id)
  )
  const rowsRestored = copy
    .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'")
    .all()
    .reduce((sum, { name }) => sum + copy.prepare(`select count(*) as n from "${name}"`).get().n, 0)
  copy.close()
  const missing = before.filter((write) => !restoredIds.has(write.id))
  check(
    'every row acknowledged before the backup started is restored',
    missing.length === 0,
    `${before.length} acknowledged, ${missing.length} missing`
  )
  const filesAfter = filesOf(restored.storage)
  const lost = [...filesBefore].filter(([path, sum]) => filesAfter.get(path) !== sum)
  check(
    'every stored file is restored, byte for byte',
    filesBefore.size > 0 && lost.length === 0,
    `${filesBefore.size} files, ${lost.length} lost`
  )

  const receiver = otlpReceiver()
  await new Promise((resolve) => receiver.server.listen(otlpPort, '127.0.0.1', resolve))
  try {
    await startApi(restored, restoredPort, {
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${otlpPort}`,
      OTEL_BSP_SCHEDULE_DELAY: '200',
      WEB_CONCURRENCY: '1',
    })
    const admin = await tokenOf(restoredPort, ADMIN)
    const list = await fetch(`http://127.0.0.1:${restoredPort}/api/buybacks?_start=0&_end=1`, {
      headers: { Authorization: `Bearer ${admin}` },
    })
    const [first] = list.status === 200 ? await list.json() : []
    const lookup = first
      ? await fetch(`http://127.0.0.1:${restoredPort}/api/buybacks/${first.id}`, {
          headers: { Authorization: `Bearer ${admin}` },
        })
      : null
    const lookedUp = lookup?.status === 200 ? await lookup.json() : null
    check(
      'the product starts on the restored copy and answers a buy-back lookup',
      lookedUp?.id === first?.id,
      `buy-back ${first?.id}`
    )
    const deadline = Date.now() + 10_000
    const routeSpan = () => receiver.spans.find((span) => span.name === 'GET /api/buybacks/:id')
    while (!routeSpan() && Date.now() < deadline) await sleep(200)
    const http = routeSpan()
    const sql = http && receiver.spans.filter((span) => span.traceId === http.traceId && span.parentSpanId)
    check(
      'its request reached the OTLP receiver: an HTTP span and its SQL spans',
      Boolean(http && sql.length),
      `${receiver.spans.length} spans`
    )
  } finally {
    receiver.server.close()
  }
  console.log(
    `\nrows acknowledged before the backup: ${before.length} (and ${during} during it); rows restored: ${rowsRestored}; files: ${filesAfter.size}; backup ${backupSeconds.toFixed(1)} s, restore ${restoreSeconds.toFixed(1)} s`
  )
}

async function cleanUp() {
  for (const child of children) child.kill('SIGKILL')
  await sleep(200)
  for (const target of [source, restored]) {
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${target.file}${suffix}`, { force: true })
    rmSync(target.storage, { recursive: true, force: true })
  }
  rmSync(backupDir, { recursive: true, force: true })
}

try {
  await main()
} catch (error) {
  check('the restore drill ran to its end', false, error?.message ?? String(error))
} finally {
  await cleanUp()
}
const passed = results.filter(Boolean).length
console.log(
  `\n${passed} passed, ${results.length - passed} failed (${((Date.now() - started) / 1000).toFixed(0)} s)`
)
process.exit(results.length - passed ? 1 : 0)
