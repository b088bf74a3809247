/*
|--------------------------------------------------------------------------
| npm start
|--------------------------------------------------------------------------
| One command for the whole product: builds the back office and the storefront when their build is
| missing, creates, migrates and (when empty) seeds the database, then serves everything on
| http://localhost:3333 (storefront at /, back office at /admin, API at /api) from WEB_CONCURRENCY
| processes sharing the port.
*/
import { spawnSync } from 'node:child_process'
import cluster from 'node:cluster'
import { existsSync, readFileSync } from 'node:fs'
import net from 'node:net'
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { parseEnv } from 'node:util'
import { HANDOFF } from './handoff.js'

const root = fileURLToPath(new URL('../../', import.meta.url))
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'

function run(command, args, cwd = root) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: process.env })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

/** A setting as the API reads it: the environment first, then the .env file at the repository root. */
function setting(name) {
  if (process.env[name]) return process.env[name]
  const dotEnv = `${root}.env`
  return existsSync(dotEnv) ? parseEnv(readFileSync(dotEnv, 'utf8'))[name] : undefined
}

/**
 * How many API processes serve (WEB_CONCURRENCY, default: one per core, at most 4). They share nothing
 * in memory (DESIGN.md §1), so the primary only prepares, forks, hands out connections, restarts a worker
 * that dies and passes SIGTERM/SIGINT on.
 */
function workerCount() {
  const asked = Number.parseInt(setting('WEB_CONCURRENCY') ?? '', 10)
  return asked > 0 ? asked : Math.min(availableParallelism(), 4)
}

/**
 * The primary accepts the connections and hands each to the ready worker holding the fewest open ones.
 * Node's cluster gives the next connection to whichever worker answers first, which under load left one
 * process with twice the connections of the other, and their clients with twice the latency.
 */
function serveWorkers(count) {
  const open = new Map()
  const waiting = []
  let stopping = false
  const fork = () => {
    const worker = cluster.fork({ [HANDOFF.env]: '1' })
    worker.on('message', (message) => {
      if (message === HANDOFF.ready) {
        open.set(worker.id, 0)
        while (waiting.length) handOut(waiting.shift())
      } else if (message === HANDOFF.closed && open.has(worker.id)) {
        open.set(worker.id, Math.max(0, open.get(worker.id) - 1))
      }
    })
  }
  const leastBusy = () => {
    let chosen = null
    for (const [id, connections] of open) {
      if (chosen === null || connections < open.get(chosen)) chosen = id
    }
    return chosen === null ? null : cluster.workers?.[chosen]
  }

  // Connections that arrive while no worker is ready wait for the first one.
  const handOut = (socket) => {
    const worker = leastBusy()
    if (!worker) return waiting.push(socket)
    open.set(worker.id, open.get(worker.id) + 1)
    worker.send(HANDOFF.connection, socket, (error) => error && socket.destroy())
  }
  const [port, host] = [Number(setting('PORT') ?? 3333), setting('HOST') ?? '0.0.0.0']
  const balancer = net.createServer({ pauseOnConnect: true }, handOut)
  balancer.on('error', (error) => {
    console.error(`Cannot serve on ${host}:${port}: ${error.message}`)
    stopping = true
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM')
    process.exitCode = 1
  })
  balancer.listen(port, host)

  for (let index = 0; index < count; index++) fork()
  cluster.on('exit', (worker, code, signal) => {
    open.delete(worker.id)
    if (stopping) {
      if (!Object.keys(cluster.workers ?? {}).length) process.exit()
      return
    }
    console.error(`API worker ${worker.process.pid} stopped (${signal ?? code}); starting another`)
    fork()
  })
  for (const signal of ['SIGTERM', 'SIGINT']) {
    process.on(signal, () => {
      stopping = true
      balancer.close()
      for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM')
      setTimeout(() => process.exit(0), 10_000).unref()
    })
  }
}

async function serve() {
  // ts-node reads the tsconfig of the working directory: serve from api/ whatever the caller's folder.
  process.chdir(apiDir)
  process.env.NODE_ENV ??= 'production'
  await import('ts-node-maintained/register/esm')
  await import('./server.ts')
}

const apiDir = fileURLToPath(new URL('../', import.meta.url))

if (cluster.isWorker) {
  await serve()
} else {
  for (const workspace of ['admin', 'storefront']) {
    if (!existsSync(`${root}${workspace}/dist/index.html`)) {
      console.log(`Building ${workspace} (first start)…`)
      run(npm, ['run', 'build', '-w', workspace])
    }
  }
  run(process.execPath, ['ace', 'db:prepare'], apiDir)

  const count = workerCount()
  if (count === 1) await serve()
  else serveWorkers(count)
}
