/**
 * What the scripts of tests/scale share: their checks and the "N passed, N failed" line .ci/run reads, the
 * API started as a child process (its build when current, else its sources) and waited for until its
 * health answers, the children stopped at the end, the shared MariaDB's client and a dump of the migrated
 * demo kept in api/tmp until the migrations or the demo change.
 */
import { spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const apiDir = fileURLToPath(new URL('../../api/', import.meta.url))
export const requireOfApi = createRequire(`${apiDir}package.json`)

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
/** When the script started. */
export const started = Date.now()
export const log = (message) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)}s] ${message}`)

const results = []
export const check = (name, ok, detail = '') => {
  results.push(Boolean(ok))
  console.log(`${ok ? '✔' : '✖'} ${name}${detail ? ` (${detail})` : ''}`)
}

/** Child processes (and anything with a `kill`) stopped by `runChecks` at the end, whatever happened. */
export const children = new Set()

/** Kills every child still running (SIGKILL) and leaves them a moment to go. */
export async function killChildren() {
  for (const child of children) child.kill('SIGKILL')
  await sleep(300)
}

/**
 * Runs a script's scenario: an error ends it as one failed check named `what`; then `cleanUp` (after every
 * child was killed), the "N passed, N failed" line, and the exit status.
 */
export async function runChecks(what, main, cleanUp = async () => {}) {
  try {
    await main()
  } catch (error) {
    check(`the ${what} ran to its end`, false, error?.message ?? String(error))
  } finally {
    await killChildren()
    await cleanUp()
  }
  const passed = results.filter(Boolean).length
  console.log(
    `\n${passed} passed, ${results.length - passed} failed (${((Date.now() - started) / 1000).toFixed(0)} s)`
  )
  process.exit(results.length - passed ? 1 : 0)
}

/** The newest modification time below a path. */
export function newest(path) {
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))))
}

/** A hash of what a prepared database is made from: the migrations and the demo data. */
export function sourcesHash(dir = fileURLToPath(new URL('../../database/', import.meta.url))) {
  const hash = createHash('sha256')
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) hash.update(`${name}/${sourcesHash(path)}`)
    else hash.update(name).update(readFileSync(path))
  }
  return hash.digest('hex').slice(0, 16)
}

/** The built API (as `npm start` serves it) when its build is newer than its sources, else the sources. */
export function apiCommand() {
  const built = `${apiDir}build/api/bin/server.js`
  const sources = ['app', 'bin', 'config', 'start', 'providers', 'resources', '../database']
  if (existsSync(built) && sources.every((path) => newest(`${apiDir}${path}`) <= statSync(built).mtimeMs)) {
    return { args: [built], cwd: `${apiDir}build/api/`, what: 'its build' }
  }
  return {
    args: ['--import', 'ts-node-maintained/register/esm', 'bin/server.ts'],
    cwd: apiDir,
    what: 'its sources (no current build: `npm start` makes one)',
  }
}

/**
 * The built API, as `npm start` serves it (`node ace build` into api/build when a source is newer, under the
 * same lock as `npm start`, so that two never write the build at once).
 */
export async function builtApi() {
  const app = `${apiDir}build/api/`
  const server = `${app}bin/server.js`
  const sources = ['adonisrc.ts', 'package.json', 'tsconfig.json', 'app', 'bin', 'config', 'start']
  sources.push('providers', 'commands', 'resources', '../database')
  const current = () =>
    existsSync(server) &&
    existsSync(`${app}package.json`) &&
    sources.every((path) => newest(`${apiDir}${path}`) <= statSync(server).mtimeMs)
  if (!current()) {
    const { withBuildLock } = await import(`${apiDir}bin/build_lock.js`)
    await withBuildLock(`${apiDir}tmp/build.lock`, () => {
      if (current()) return
      log('building the API (node ace build)')
      const build = spawnSync(process.execPath, ['ace', 'build'], { cwd: apiDir, encoding: 'utf8' })
      if (build.status !== 0) throw new Error(`node ace build failed: ${build.stdout}${build.stderr}`)
      cpSync(`${apiDir}package.json`, `${app}package.json`)
      cpSync(`${apiDir}build/resources`, `${app}resources`, { recursive: true })
    })
  }
  return { args: [server], cwd: app, what: 'its build' }
}

/**
 * Starts the API on 127.0.0.1:`port` with `env` and waits until its health answers 200. The child keeps
 * the end of its error output (`errors()`) and `exited`, a promise of its exit ({ code, signal, at }).
 */
export async function startApi({ env, port, command = apiCommand(), timeoutMs = 120_000 }) {
  const child = spawn(process.execPath, command.args, {
    cwd: command.cwd,
    env: { ...env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let errors = ''
  child.stderr.on('data', (chunk) => (errors = (errors + chunk).slice(-4000)))
  child.errors = () => errors
  children.add(child)
  child.exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      children.delete(child)
      resolve({ code, signal, at: Date.now() })
    })
  )
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const status = await fetch(`http://127.0.0.1:${port}/api/health`, {
      signal: globalThis.AbortSignal.timeout(5000),
    }).then(
      (answer) => answer.status,
      () => 0
    )
    if (status === 200) return child
    if (Date.now() > deadline || child.exitCode !== null || child.signalCode !== null) {
      child.kill('SIGKILL')
      throw new Error(`API on ${port} did not start: ${errors}`)
    }
    await sleep(200)
  }
}

/** Stops a started API (SIGTERM, then SIGKILL after `graceMs`); resolves once it has exited. */
export async function stopApi(child, graceMs = 15_000) {
  if (child.exitCode !== null || child.signalCode !== null) return
  child.kill('SIGTERM')
  const exit = await Promise.race([child.exited, sleep(graceMs).then(() => null)])
  if (!exit) {
    child.kill('SIGKILL')
    await child.exited
  }
}

/** A request to the API in English, `body` sent as JSON, `token` as its bearer; answers fetch's answer. */
export function apiFetch(url, method, { token, body, timeoutMs = 15_000 } = {}) {
  return fetch(url, {
    method,
    headers: {
      'Accept-Language': 'en',
      ...(body ? { 'Content-Type': 'application/json' } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
    signal: globalThis.AbortSignal.timeout(timeoutMs),
  })
}

/** Signs in on the API of `port`; answers the token. */
export async function tokenOf(port, { email, password = 'Reprise-Demo-1' }) {
  const url = `http://127.0.0.1:${port}/api/auth/login`
  const answer = await apiFetch(url, 'POST', { body: { email, password } })
  const body = await answer.json().catch(() => ({}))
  if (typeof body.token !== 'string') throw new Error(`login of ${email} failed: ${answer.status}`)
  return body.token
}

/** The shared MariaDB: DB_HOST / DB_PORT / DB_USER / DB_PASSWORD (default 127.0.0.1:3306, root, none). */
export const mariadbServer = {
  host: process.env.DB_HOST ?? '127.0.0.1',
  port: Number(process.env.DB_PORT ?? 3306),
  user: process.env.DB_USER ?? 'root',
  password: process.env.DB_PASSWORD ?? '',
}
const mariadbArgs = [
  `--host=${mariadbServer.host}`,
  `--port=${mariadbServer.port}`,
  `--user=${mariadbServer.user}`,
  ...(mariadbServer.password ? [`--password=${mariadbServer.password}`] : []),
]

/** The API's settings for a database of the shared MariaDB. */
export const mariadbEnv = (database) => ({
  DB_CONNECTION: 'mysql',
  DB_HOST: mariadbServer.host,
  DB_PORT: String(mariadbServer.port),
  DB_USER: mariadbServer.user,
  DB_PASSWORD: mariadbServer.password,
  DB_DATABASE: database,
})

/** The MariaDB client on the shared server, `input` on its standard input. */
export const mariadb = (args, input) =>
  spawnSync('mariadb', [...mariadbArgs, ...args], { input, encoding: 'utf8', maxBuffer: 1 << 28 })

/** An empty database of that name on the shared MariaDB (dropped first when there). */
export function emptyDatabase(name) {
  const reset = mariadb(['-e', `drop database if exists ${name}; create database ${name}`])
  if (reset.status !== 0) throw new Error(`MariaDB: ${reset.stderr || reset.error}`)
}

/**
 * The migrated demo in `database` (emptied first) of the shared MariaDB, from a dump made once by `node
 * ace db:prepare` and kept in api/tmp with the files the demo stored, until the migrations or the demo
 * change; answers the folder holding those files. `env` is the API's environment for the preparation.
 */
export function loadMariadbDemo(database, env) {
  const base = `${apiDir}tmp/mariadb-demo-${sourcesHash()}`
  const dump = `${base}.sql`
  const storage = `${base}-storage`
  emptyDatabase(database)
  if (!existsSync(dump) || !existsSync(storage)) {
    log('preparing the demo database once (migrations and demo data)')
    rmSync(`${storage}.staging`, { recursive: true, force: true })
    mkdirSync(`${storage}.staging`, { recursive: true })
    const prepare = spawnSync(process.execPath, ['ace', 'db:prepare'], {
      cwd: apiDir,
      env: {
        ...env,
        ...mariadbEnv(database),
        DRIVE_DISK: 'fs',
        STORAGE_ROOT: `${storage}.staging`,
      },
      encoding: 'utf8',
    })
    if (prepare.status !== 0) throw new Error(`db:prepare failed: ${prepare.stdout}${prepare.stderr}`)
    const made = spawnSync('mariadb-dump', [...mariadbArgs, '--single-transaction', database], {
      encoding: 'utf8',
      maxBuffer: 1 << 28,
    })
    if (made.status !== 0) throw new Error(`mariadb-dump: ${made.stderr || made.error}`)
    for (const name of readdirSync(`${apiDir}tmp`)) {
      if (name.startsWith('mariadb-demo-') && !name.endsWith('.staging'))
        rmSync(`${apiDir}tmp/${name}`, { recursive: true, force: true })
    }
    writeFileSync(dump, made.stdout)
    renameSync(`${storage}.staging`, storage)
    return storage
  }
  const restore = mariadb([database], readFileSync(dump, 'utf8'))
  if (restore.status !== 0) throw new Error(`restoring ${dump}: ${restore.stderr || restore.error}`)
  return storage
}
