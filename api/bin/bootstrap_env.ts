import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/**
 * The embedded default must run on a fresh clone with no .env: when APP_KEY is set neither in the
 * environment nor in the repository's .env, one is generated once and kept in api/tmp (git-ignored).
 */
// api/, from the sources (api/bin) or from the build `npm start` runs (api/build/api/bin).
const apiRoot = new URL(import.meta.url.endsWith('.ts') ? '../' : '../../../', import.meta.url)

export function ensureAppKey() {
  if (process.env.APP_KEY) return
  const dotEnv = fileURLToPath(new URL('../.env', apiRoot))
  if (existsSync(dotEnv) && /^APP_KEY=.{16,}/m.test(readFileSync(dotEnv, 'utf8'))) return

  const tmpDir = fileURLToPath(new URL('tmp/', apiRoot))
  const keyFile = `${tmpDir}app_key`
  if (!existsSync(keyFile)) {
    mkdirSync(tmpDir, { recursive: true })
    writeFileSync(keyFile, randomBytes(32).toString('base64url'), { mode: 0o600 })
  }
  process.env.APP_KEY = readFileSync(keyFile, 'utf8').trim()
}
