import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'

/**
 * More API processes on the tests' database, as `npm start` runs several on one SQLite file (or several
 * instances on one MySQL): each is the application from its sources on a free port of its own,
 * with the test process's settings (its database, its APP_KEY), so a token made in the test works on all.
 * The in-process server of the functional suite is the first of the addresses answered.
 */
const API_ROOT = fileURLToPath(new URL('../../', import.meta.url))

async function healthy(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`API process ended (${child.exitCode}): ${output()}`)
    try {
      if ((await fetch(`${url}/api/health`)).ok) return
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`API process at ${url} did not answer in time: ${output()}`)
}

/** A port nobody listens on now (the system's choice), so that no other run's server answers in its place. */
function freePort(host: string) {
  return new Promise<number>((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, host, () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

export async function startApiProcesses(count: number) {
  const host = process.env.HOST ?? '127.0.0.1'
  const port = Number(process.env.PORT)
  const ports: number[] = []
  for (let index = 0; index < count; index++) ports.push(await freePort(host))
  const children = ports.map((childPort) => {
    const child = spawn(process.execPath, ['--import', 'ts-node-maintained/register/esm', 'bin/server.ts'], {
      cwd: API_ROOT,
      env: { ...process.env, PORT: String(childPort), LOG_LEVEL: 'error' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000))
    child.stdout!.on('data', keep)
    child.stderr!.on('data', keep)
    return { child, url: `http://${host}:${childPort}`, output: () => output }
  })
  const stop = async () => {
    await Promise.all(
      children.map(
        ({ child }) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve()
            child.once('exit', () => resolve())
            child.kill('SIGTERM')
          })
      )
    )
  }
  try {
    await Promise.all(children.map(({ child, url, output }) => healthy(url, child, output)))
  } catch (error) {
    await stop()
    throw error
  }
  return {
    /** Every process's address, the test's own first. */
    urls: [`http://${host}:${port}`, ...children.map(({ url }) => url)],
    /** The children's last output, for a failure's message. */
    output: () => children.map(({ output }) => output()).join('\n'),
    stop,
  }
}
