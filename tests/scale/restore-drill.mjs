/**
 * The restore drill, on SQLite and, when `mariadb-dump` is installed, on MariaDB: the API (its build when
 * current, else its sources) runs on a copy of the prepared demo (a SQLite file, or a database of the shared
 * MariaDB) and a storage folder, and takes writes (stocks created by a warehouse manager) while `node ace
 * backup` runs; the archive is restored (`node ace restore`) into a fresh database (a new SQLite file, or an
 * empty MariaDB database) and storage folder; every row acknowledged before the backup started and every
 * file stored then must be there, and the API started on the restored copy answers a buy-back lookup, its
 * request traced to a local OTLP receiver (HTTP and SQL spans of one trace).
 *
 * Prints each engine's figures (rows acknowledged, rows restored, files, seconds) and its own "N passed,
 * N failed" line (read by .ci/run).
 *
 * Settings: RESTORE_DRILL_PORTS (default 3386,3387,3388: source API, restored API, OTLP receiver),
 * RESTORE_DRILL_ENGINES (default "sqlite,mysql", MariaDB only with mariadb-dump), RESTORE_DRILL_DATABASE
 * (default reprise_restore_drill: its _source and _restored databases), DB_HOST / DB_PORT / DB_USER /
 * DB_PASSWORD of the MariaDB (default 127.0.0.1:3306, root, no password).
 */
import { spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cpSync, existsSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { join, relative } from 'node:path'
import {
  apiDir,
  apiFetch,
  check,
  emptyDatabase,
  killChildren,
  loadMariadbDemo,
  log,
  mariadb,
  mariadbEnv,
  mariadbServer,
  newest,
  requireOfApi,
  runChecks,
  sleep,
  startApi,
  stopApi,
  tokenOf,
} from './helpers.mjs'

const Database = requireOfApi('better-sqlite3')
const mysql = requireOfApi('mysql2/promise')
const [sourcePort, restoredPort, otlpPort] = (process.env.RESTORE_DRILL_PORTS ?? '3386,3387,3388')
  .split(',')
  .map(Number)
const ADMIN = { email: 'admin@demo-retail.test' }
const WRITER = { email: 'wh.manager@demo-retail.test' }
const DATABASE = process.env.RESTORE_DRILL_DATABASE ?? 'reprise_restore_drill'

const run = `restore-drill-${process.pid}`
const backupDir = join(apiDir, `tmp/${run}-backups`)
const storageOf = (name) => join(apiDir, `tmp/${run}-${name}-storage`)

const envOf = (target, extra = {}) => ({
  ...process.env,
  NODE_ENV: 'production',
  ...target.env,
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

/** The demo on a SQLite file, prepared once (until the migrations or the demo change), then copied. */
const sqlite = {
  id: 'sqlite',
  name: 'SQLite',
  template: {
    env: { DB_CONNECTION: 'sqlite', SQLITE_FILE: join(apiDir, 'tmp/restore-drill-template.sqlite') },
    storage: join(apiDir, 'tmp/restore-drill-template-storage'),
  },
  target(name) {
    const file = join(apiDir, `tmp/${run}-${name}.sqlite`)
    return { file, env: { DB_CONNECTION: 'sqlite', SQLITE_FILE: file }, storage: storageOf(name) }
  },
  source() {
    const { template } = this
    const file = template.env.SQLITE_FILE
    if (!existsSync(file) || statSync(file).mtimeMs < newest(join(apiDir, '../database'))) {
      log('preparing the demo database once (node ace db:prepare)')
      for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true })
      rmSync(template.storage, { recursive: true, force: true })
      const prepared = ace(['db:prepare'], template)
      if (prepared.status !== 0) throw new Error(`db:prepare failed: ${prepared.output}`)
    }
    const source = this.target('source')
    cpSync(file, source.file)
    cpSync(template.storage, source.storage, { recursive: true })
    return source
  },
  restored() {
    return this.target('restored')
  },
  async read(target) {
    const copy = new Database(target.file, { readonly: true })
    try {
      const ids = copy
        .prepare("select id from stocks where name like 'Drill %'")
        .all()
        .map((row) => row.id)
      const tables = copy
        .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'")
        .all()
      const rows = tables.reduce(
        (sum, { name }) => sum + copy.prepare(`select count(*) as n from "${name}"`).get().n,
        0
      )
      return { ids: new Set(ids), rows }
    } finally {
      copy.close()
    }
  },
  cleanUp(target) {
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${target.file}${suffix}`, { force: true })
  },
}

/** The demo in a database of the shared MariaDB (loaded from the dump kept in api/tmp), backed up by mariadb-dump. */
const mariadbDrill = {
  id: 'mysql',
  name: 'MariaDB',
  target(name) {
    return {
      database: `${DATABASE}_${name}`,
      env: mariadbEnv(`${DATABASE}_${name}`),
      storage: storageOf(name),
    }
  },
  source() {
    const source = this.target('source')
    const files = loadMariadbDemo(source.database, envOf(source))
    cpSync(files, source.storage, { recursive: true })
    return source
  },
  restored() {
    const restored = this.target('restored')
    emptyDatabase(restored.database)
    return restored
  },
  async read(target) {
    const connection = await mysql.createConnection({ ...mariadbServer, database: target.database })
    try {
      const [drill] = await connection.query("select id from stocks where name like 'Drill %'")
      const [tables] = await connection.query(
        "select table_name as name from information_schema.tables where table_schema = ? and table_type = 'BASE TABLE'",
        [target.database]
      )
      let rows = 0
      for (const { name } of tables) {
        const [[{ n }]] = await connection.query(`select count(*) as n from \`${name}\``)
        rows += Number(n)
      }
      return { ids: new Set(drill.map((row) => row.id)), rows }
    } finally {
      await connection.end()
    }
  },
  cleanUp(target) {
    mariadb(['-e', `drop database if exists ${target.database}`])
  },
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

/** `node ace backup` on the source while a writer creates stocks; answers the archive and the writes. */
async function backupUnderWrites(source) {
  const api = await startApi({ env: envOf(source), port: sourcePort })
  const token = await tokenOf(sourcePort, WRITER)
  const acknowledged = []
  let writing = true
  const writer = (async () => {
    for (let index = 0; writing; index++) {
      const answer = await apiFetch(`http://127.0.0.1:${sourcePort}/api/stocks`, 'POST', {
        token,
        body: { name: `Drill ${run} ${index}` },
      }).catch(() => null)
      if (answer?.status === 201) acknowledged.push({ id: (await answer.json()).id, at: Date.now() })
      else await sleep(50)
    }
  })()
  await sleep(2000)
  const files = filesOf(source.storage)
  const startedAt = Date.now()
  const backup = await new Promise((resolve) => {
    const child = spawn(process.execPath, ['ace', 'backup'], { cwd: apiDir, env: envOf(source) })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('close', (status) => resolve({ status, output }))
  })
  const seconds = (Date.now() - startedAt) / 1000
  writing = false
  await writer
  await stopApi(api)
  const before = acknowledged.filter((write) => write.at < startedAt)
  return { ...backup, seconds, files, before, during: acknowledged.length - before.length }
}

/** The API on the restored copy: a buy-back lookup, and its request's spans at the OTLP receiver. */
async function lookUpOnRestored(engine, restored) {
  const receiver = otlpReceiver()
  await new Promise((resolve) => receiver.server.listen(otlpPort, '127.0.0.1', resolve))
  try {
    const api = await startApi({
      env: envOf(restored, {
        OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${otlpPort}`,
        OTEL_BSP_SCHEDULE_DELAY: '200',
        WEB_CONCURRENCY: '1',
      }),
      port: restoredPort,
    })
    const admin = await tokenOf(restoredPort, ADMIN)
    const headers = { Authorization: `Bearer ${admin}` }
    const list = await fetch(`http://127.0.0.1:${restoredPort}/api/buybacks?_start=0&_end=1`, { headers })
    const [first] = list.status === 200 ? await list.json() : []
    const lookup = first
      ? await fetch(`http://127.0.0.1:${restoredPort}/api/buybacks/${first.id}`, { headers })
      : null
    const lookedUp = lookup?.status === 200 ? await lookup.json() : null
    check(
      `${engine.name}: the product starts on the restored copy and answers a buy-back lookup`,
      lookedUp?.id === first?.id,
      `buy-back ${first?.id}`
    )
    const deadline = Date.now() + 10_000
    const routeSpan = () => receiver.spans.find((span) => span.name === 'GET /api/buybacks/:id')
    while (!routeSpan() && Date.now() < deadline) await sleep(200)
    const http = routeSpan()
    const sql = http && receiver.spans.filter((span) => span.traceId === http.traceId && span.parentSpanId)
    check(
      `${engine.name}: its request reached the OTLP receiver: an HTTP span and its SQL spans`,
      Boolean(http && sql.length),
      `${receiver.spans.length} spans`
    )
    await stopApi(api)
  } finally {
    receiver.server.close()
  }
}

/** One engine's drill: backup under writes, restore into fresh places, the checks, its figures. */
async function drill(engine) {
  log(`${engine.name}: the source, a copy of the prepared demo`)
  const source = engine.source()
  const restored = engine.restored()
  try {
    const backup = await backupUnderWrites(source)
    const archive = backup.output.trim().split('\n').at(-1)
    check(
      `${engine.name}: npm run backup wrote an archive and printed its path last`,
      backup.status === 0 && existsSync(archive),
      backup.status === 0 ? archive : backup.output.trim().slice(-500)
    )
    check(
      `${engine.name}: writes were acknowledged while the backup ran`,
      backup.during > 0,
      `${backup.during} during`
    )

    const restoreClock = Date.now()
    const restore = ace(['restore', archive], restored)
    const restoreSeconds = (Date.now() - restoreClock) / 1000
    check(
      `${engine.name}: the archive restores into a fresh database and storage folder`,
      restore.status === 0,
      restore.output.trim().split('\n').at(-1)
    )
    const again = ace(['restore', archive], restored)
    check(
      `${engine.name}: a second restore onto the restored copy is refused without --force`,
      again.status !== 0
    )

    const copy = await engine.read(restored)
    const missing = backup.before.filter((write) => !copy.ids.has(write.id))
    check(
      `${engine.name}: every row acknowledged before the backup started is restored`,
      backup.before.length > 0 && missing.length === 0,
      `${backup.before.length} acknowledged, ${missing.length} missing`
    )
    const filesAfter = filesOf(restored.storage)
    const lost = [...backup.files].filter(([path, sum]) => filesAfter.get(path) !== sum)
    check(
      `${engine.name}: every stored file is restored, byte for byte`,
      backup.files.size > 0 && lost.length === 0,
      `${backup.files.size} files, ${lost.length} lost`
    )

    await lookUpOnRestored(engine, restored)
    console.log(
      `\n${engine.name}: rows acknowledged before the backup: ${backup.before.length} (and ${backup.during} during it); rows restored: ${copy.rows}; files: ${filesAfter.size}; backup ${backup.seconds.toFixed(1)} s, restore ${restoreSeconds.toFixed(1)} s\n`
    )
  } finally {
    await killChildren()
    for (const target of [source, restored]) {
      engine.cleanUp(target)
      rmSync(target.storage, { recursive: true, force: true })
    }
  }
}

const hasDump = spawnSync('mariadb-dump', ['--version'], { stdio: 'ignore' }).status === 0
const wanted = (process.env.RESTORE_DRILL_ENGINES ?? 'sqlite,mysql').split(',')

await runChecks(
  'restore drill',
  async () => {
    for (const engine of [sqlite, mariadbDrill]) {
      if (!wanted.includes(engine.id)) continue
      if (engine.id === 'mysql' && !hasDump) {
        console.log('MariaDB: not drilled, mariadb-dump is not installed (apt-get install mariadb-client)')
        continue
      }
      try {
        await drill(engine)
      } catch (error) {
        check(`${engine.name}: the drill ran to its end`, false, error?.message ?? String(error))
      }
    }
  },
  () => rmSync(backupDir, { recursive: true, force: true })
)
