/*
|--------------------------------------------------------------------------
| npm start
|--------------------------------------------------------------------------
| One command for the whole product: builds the back office and the storefront when their build is
| missing, creates, migrates and (when empty) seeds the database, then serves everything from one
| process on http://localhost:3333 (storefront at /, back office at /admin, API at /api).
*/
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../../', import.meta.url))
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'

function run(command, args, cwd = root) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: process.env })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

for (const workspace of ['admin', 'storefront']) {
  if (!existsSync(`${root}${workspace}/dist/index.html`)) {
    console.log(`Building ${workspace} (first start)…`)
    run(npm, ['run', 'build', '-w', workspace])
  }
}

const apiDir = fileURLToPath(new URL('../', import.meta.url))
run(process.execPath, ['ace', 'db:prepare'], apiDir)

// ts-node reads the tsconfig of the working directory: serve from api/ whatever the caller's folder.
process.chdir(apiDir)
process.env.NODE_ENV ??= 'production'
await import('ts-node-maintained/register/esm')
await import('./server.ts')
