/*
 * The servers a bench run starts: the product as `npm start` runs it, on a benchmark database holding the
 * large seed, and the bare reference server of reference/server.mjs beside it.
 */
import { spawn, spawnSync } from 'node:child_process'
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'

export const root = fileURLToPath(new URL('../../', import.meta.url))

/** As many processes as `npm start` serves with (api/bin/start.js: WEB_CONCURRENCY, else one per core up to 4). */
export const processCount = () =>
  Number.parseInt(process.env.WEB_CONCURRENCY ?? '', 10) || Math.min(availableParallelism(), 4)

export function envFor(engine, port) {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DB_CONNECTION: engine,
    SQLITE_FILE: process.env.BENCH_SQLITE_FILE ?? 'tmp/bench.sqlite',
    DB_DATABASE: process.env.BENCH_DATABASE ?? 'reprise_bench',
    LIMITER_STORE: 'memory',
  }
}

/** Migrates the benchmark database and adds the large seed when missing; answers the seconds it took. */
export function prepare(engine) {
  const env = envFor(engine, 0)
  const ace = (...args) =>
    spawnSync(process.execPath, ['ace', ...args], { cwd: `${root}api`, env, stdio: 'inherit' })
  ace('db:prepare')
  const started = Date.now()
  ace('db:seed-large', '--if-missing')
  return Math.round((Date.now() - started) / 1000)
}

export async function waitFor(url, timeoutMs = 180_000) {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`${url} did not answer`)
}

/** A child process and a stop() that resolves once it has exited. */
function running(child, base) {
  const exited = new Promise((resolve) => child.once('exit', resolve))
  return {
    base,
    pid: child.pid,
    stop: () => {
      child.kill('SIGTERM')
      return exited
    },
  }
}

/** The product as `npm start` serves it; `env` adds settings (WEB_CONCURRENCY, NODE_OPTIONS…). */
export async function startProduct(engine, port, env = {}) {
  const child = spawn(process.execPath, ['api/bin/start.js'], {
    cwd: root,
    env: { ...envFor(engine, port), ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const server = running(child, `http://127.0.0.1:${port}`)
  await waitFor(`${server.base}/api/health`)
  return server
}

/** The bare reference server answering the captured rows (reference/server.mjs). */
export async function startReference(engine, port, capturedFile) {
  const child = spawn(process.execPath, [fileURLToPath(new URL('./reference/server.mjs', import.meta.url))], {
    cwd: root,
    env: {
      ...envFor(engine, port),
      BENCH_CAPTURED: capturedFile,
      BENCH_PROCESSES: String(processCount()),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const server = running(child, `http://127.0.0.1:${port}`)
  await waitFor(`${server.base}/ready`)
  return server
}
