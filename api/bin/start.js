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
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { parseEnv } from 'node:util'

const root = fileURLToPath(new URL('../../', import.meta.url))
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'

function run(command, args, cwd = root) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: process.env })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

/**
 * How many API processes serve (WEB_CONCURRENCY, default: one per core, at most 4). They share nothing
 * in memory (DESIGN.md §1), so the primary only prepares, forks, restarts a worker that dies and passes
 * SIGTERM/SIGINT on.
 */
function workerCount() {
  let value = process.env.WEB_CONCURRENCY
  const dotEnv = `${root}.env`
  if (!value && existsSync(dotEnv)) value = parseEnv(readFileSync(dotEnv, 'utf8')).WEB_CONCURRENCY
  const asked = Number.parseInt(value ?? '', 10)
  return asked > 0 ? asked : Math.min(availableParallelism(), 4)
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
  if (count === 1) {
    await serve()
  } else {
    let stopping = false
    for (let index = 0; index < count; index++) cluster.fork()
    cluster.on('exit', (worker, code, signal) => {
      if (stopping) {
        if (!Object.keys(cluster.workers ?? {}).length) process.exit(0)
        return
      }
      console.error(`API worker ${worker.process.pid} stopped (${signal ?? code}); starting another`)
      cluster.fork()
    })
    for (const signal of ['SIGTERM', 'SIGINT']) {
      process.on(signal, () => {
        stopping = true
        for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM')
        setTimeout(() => process.exit(0), 10_000).unref()
      })
    }
  }
}
