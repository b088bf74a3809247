/*
|--------------------------------------------------------------------------
| npm start
|--------------------------------------------------------------------------
| One command for the whole product: builds the back office and the storefront when their build is
| missing, builds the API (`node ace build`, as production does) when its sources changed since, creates,
| migrates and (when empty) seeds the database, then serves everything on http://localhost:3333
| (storefront at /, back office at /admin, API at /api) from WEB_CONCURRENCY processes sharing the port.
| `npm run dev` runs the sources through ts-node instead, with hot reload.
*/
import { spawnSync } from 'node:child_process'
import cluster from 'node:cluster'
import { cpSync, existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { parseEnv } from 'node:util'
import { withBuildLock } from './build_lock.js'
import { answerMetrics } from './cluster_metrics.js'

const root = fileURLToPath(new URL('../../', import.meta.url))
const apiDir = fileURLToPath(new URL('../', import.meta.url))
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'

/**
 * `node ace build` compiles api/ and database/ (tsconfig's rootDir is the repository) into build/api and
 * build/database; the application is build/api, which reads its package.json (the # imports) and its
 * language files beside it.
 */
const builtApp = `${apiDir}build/api/`
const builtServer = `${builtApp}bin/server.js`
const SOURCES = ['app', 'bin', 'config', 'start', 'providers', 'commands', 'resources', '../database']

/** Runs a command to its end; a failure ends the start with its exit code (after any lock is released). */
class CommandFailed extends Error {
  constructor(status) {
    super(`command failed with ${status}`)
    this.status = status
  }
}

function run(command, args, cwd = root) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: process.env })
  if (result.status !== 0) throw new CommandFailed(result.status ?? 1)
}

// A failed build or preparation stops the start with the command's code; thrown rather than exited, so that
// withBuildLock's `finally` removes the lock and the next start does not wait five minutes for it.
process.on('uncaughtException', (error) => {
  if (!(error instanceof CommandFailed)) throw error
  process.exit(error.status)
})

/** A setting as the API reads it: the environment first, then the .env file at the repository root. */
function setting(name) {
  if (process.env[name]) return process.env[name]
  const dotEnv = `${root}.env`
  return existsSync(dotEnv) ? parseEnv(readFileSync(dotEnv, 'utf8'))[name] : undefined
}

/** The latest modification time of the files below `path`. */
function newest(path) {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(0, ...readdirSync(path).map((name) => newest(`${path}/${name}`)))
}

function buildIsCurrent() {
  if (!existsSync(builtServer) || !existsSync(`${builtApp}package.json`)) return false
  const built = statSync(builtServer).mtimeMs
  const files = ['adonisrc.ts', 'package.json', 'tsconfig.json', ...SOURCES]
  return files.every((path) => newest(`${apiDir}${path}`) <= built)
}

async function buildApi() {
  if (buildIsCurrent()) return
  await withBuildLock(`${apiDir}tmp/build.lock`, () => {
    if (buildIsCurrent()) return
    console.log('Building the API (node ace build)…')
    run(process.execPath, ['ace', 'build'], apiDir)
    cpSync(`${apiDir}package.json`, `${builtApp}package.json`)
    cpSync(`${apiDir}build/resources`, `${builtApp}resources`, { recursive: true })
  })
}

/**
 * How many API processes serve (WEB_CONCURRENCY, default: one per core, at most 4). They share nothing in
 * memory (DESIGN.md §1): the primary only prepares, forks, restarts a worker that dies and passes
 * SIGTERM/SIGINT on; Node's cluster hands the connections to the workers in turn (round-robin), which
 * docs/decisions/0001-api-processes.md measured against a least-connections hand-off.
 */
function workerCount() {
  const asked = Number.parseInt(setting('WEB_CONCURRENCY') ?? '', 10)
  return asked > 0 ? asked : Math.min(availableParallelism(), 4)
}

async function serveWorkers(count) {
  await answerMetrics()
  let stopping = false
  let listening = false
  const stop = (exitCode) => {
    stopping = true
    process.exitCode ??= exitCode
    const workers = Object.values(cluster.workers ?? {})
    if (!workers.length) process.exit()
    for (const worker of workers) worker?.kill('SIGTERM')
    // Each worker gives its requests and job SHUTDOWN_GRACE_SECONDS, then hands the job back and exits.
    const grace = Number(setting('SHUTDOWN_GRACE_SECONDS') ?? 10) || 10
    setTimeout(() => process.exit(), (grace + 5) * 1000).unref()
  }
  cluster.setupPrimary({ exec: builtServer })
  cluster.on('listening', () => (listening = true))
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (!Object.keys(cluster.workers ?? {}).length) process.exit()
    } else if (!listening) {
      // A worker that fails before any serves (a taken port, a bad setting) would fail again: stop.
      stop(1)
    } else {
      console.error(`API worker ${worker.process.pid} stopped (${signal ?? code}); starting another`)
      cluster.fork()
    }
  })
  for (let index = 0; index < count; index++) cluster.fork()
  for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => stop(0))
}

for (const workspace of ['admin', 'storefront']) {
  if (!existsSync(`${root}${workspace}/dist/index.html`)) {
    console.log(`Building ${workspace} (first start)…`)
    run(npm, ['run', 'build', '-w', workspace])
  }
}
await buildApi()
run(process.execPath, ['ace', 'db:prepare'], apiDir)

process.chdir(builtApp)
process.env.NODE_ENV ??= 'production'
const count = workerCount()
if (count === 1) await import(builtServer)
else await serveWorkers(count)
