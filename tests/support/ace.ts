import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const apiDir = fileURLToPath(new URL('../../api/', import.meta.url))

/**
 * Runs an API console command (`node ace …`) on the database the suite's server uses, and answers the last
 * line it printed (the commands used here print one JSON line).
 */
export function ace(args: string[]): string {
  const output = execFileSync('node', ['ace', ...args], {
    cwd: apiDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DB_CONNECTION: 'sqlite',
      SQLITE_FILE: process.env.E2E_SQLITE_FILE ?? 'tmp/e2e.sqlite',
      LOG_LEVEL: 'warn',
    },
    encoding: 'utf8',
  })
  return output.trim().split('\n').pop()!
}
