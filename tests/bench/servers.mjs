/*
 * The servers a bench run starts: the product as `npm start` runs it, on a benchmark database holding the
 * large seed, and the bare reference server of reference/server.mjs beside it.
 */
/* global AbortSignal -- Node's own */
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
    // The load comes from this machine as if through a proxy: the password row's requests each name their
    // own address (X-Forwarded-For), which the product believes only from a trusted proxy.
    TRUSTED_PROXIES: 'loopback',
  }
}

/**
 * Migrates the benchmark database and adds the large seed when missing; answers the seconds it took.
 * BENCH_LARGE_SEED=0 keeps the demo data alone (a quick run of rows that do not depend on the volume, such as
 * BENCH_ROWS=health: seeding a million buy-backs takes minutes on SQLite and more on MariaDB).
 */
export function prepare(engine) {
  const env = envFor(engine, 0)
  const ace = (...args) =>
    spawnSync(process.execPath, ['ace', ...args], { cwd: `${root}api`, env, stdio: 'inherit' })
  ace('db:prepare')
  if (process.env.BENCH_LARGE_SEED === '0') return 0
  const started = Date.now()
  ace('db:seed-large', '--if-missing')
  return Math.round((Date.now() - started) / 1000)
}

/** Waits for `url` to answer 200; `ended()` true (the process exited) or the time spent ends the wait. */
export async function waitFor(url, timeoutMs = 180_000, ended = () => false) {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    if (ended()) throw new Error(`the process meant to answer ${url} ended first`)
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
  let ended = false
  const exited = new Promise((resolve) => child.once('exit', resolve)).then(() => (ended = true))
  return {
    base,
    pid: child.pid,
    ended: () => ended,
    stop: () => {
      child.kill('SIGTERM')
      return exited
    },
  }
}

/** A port another server already answers on would be measured in place of ours: refused before starting. */
async function ensureFree(base) {
  const answered = await fetch(base, { signal: AbortSignal.timeout(2000) }).then(
    () => true,
    () => false
  )
  if (answered) throw new Error(`${base} is already served by another process: stop it first`)
}

/** Waits for the started server's `path`; a server that never answers is stopped, not left running. */
async function ready(server, path, timeoutMs) {
  try {
    await waitFor(`${server.base}${path}`, timeoutMs, server.ended)
  } catch (error) {
    await server.stop()
    throw error
  }
  return server
}

/** The product as `npm start` serves it; `env` adds settings (WEB_CONCURRENCY, NODE_OPTIONS…). */
export async function startProduct(engine, port, env = {}) {
  await ensureFree(`http://127.0.0.1:${port}`)
  const child = spawn(process.execPath, ['api/bin/start.js'], {
    cwd: root,
    env: { ...envFor(engine, port), ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  // Ten minutes: a first start builds the back office, the storefront and the API on a busy machine.
  return ready(running(child, `http://127.0.0.1:${port}`), '/api/health', 600_000)
}

/** The bare reference server answering the captured rows (reference/server.mjs). */
export async function startReference(engine, port, capturedFile) {
  await ensureFree(`http://127.0.0.1:${port}`)
  const child = spawn(process.execPath, [fileURLToPath(new URL('./reference/server.mjs', import.meta.url))], {
    cwd: root,
    env: {
      ...envFor(engine, port),
      BENCH_CAPTURED: capturedFile,
      BENCH_PROCESSES: String(processCount()),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  return ready(running(child, `http://127.0.0.1:${port}`), '/ready', 180_000)
}
