/*
 * npm test's end-to-end half: makes sure Debian's Chromium is there (installing it with apt when it can),
 * builds the back office and the storefront, starts from an empty e2e database and runs Playwright.
 * It never reports green without running the suites.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../../', import.meta.url))
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options })
  return result.status ?? 1
}

if (!existsSync(chromium)) {
  const isRoot = process.getuid?.() === 0
  const canApt = existsSync('/usr/bin/apt-get')
  if (canApt) {
    console.log("Chromium is missing: installing Debian's chromium package…")
    const sudo = isRoot ? [] : ['sudo', '-n']
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    const [cmd, ...rest] = [...sudo, 'apt-get']
    run(cmd, [...rest, 'update', '-qq'], { env })
    run(cmd, [...rest, 'install', '-y', '-qq', 'chromium'], { env })
  }
  if (!existsSync(chromium)) {
    console.error(
      `\nThe end-to-end tests need Chromium at ${chromium}, and it could not be installed here.\n` +
        'Install it with `sudo apt-get install chromium` (Debian/Ubuntu), or point CHROMIUM_PATH at a\n' +
        'Chromium or Chrome binary, then run `npm test` again.\n'
    )
    process.exit(1)
  }
}

for (const workspace of ['admin', 'storefront']) {
  if (run('npm', ['run', 'build', '-w', workspace, '--silent']) !== 0) process.exit(1)
}

const sqliteFile = process.env.E2E_SQLITE_FILE ?? 'tmp/e2e.sqlite'
for (const suffix of ['', '-wal', '-shm']) rmSync(`${root}api/${sqliteFile}${suffix}`, { force: true })

const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' }
process.exit(run('npx', ['playwright', 'test', ...process.argv.slice(2)], { cwd: `${root}tests`, env }))
