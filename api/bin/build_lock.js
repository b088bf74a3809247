import { closeSync, mkdirSync, openSync, rmSync, statSync } from 'node:fs'
import { dirname } from 'node:path'

/** A lock older than this belongs to a build that died: it is taken over. */
const STALE_MS = 5 * 60_000

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Runs `build` while holding the lock file, so that two `npm start` (a test suite and a bench, say)
 * never write the same build folder at once; the second waits, then finds the build current.
 */
export async function withBuildLock(lockFile, build) {
  mkdirSync(dirname(lockFile), { recursive: true })
  for (;;) {
    try {
      closeSync(openSync(lockFile, 'wx'))
      break
    } catch (error) {
      if (error.code !== 'EEXIST') throw error
      let age = 0
      try {
        age = Date.now() - statSync(lockFile).mtimeMs
      } catch {
        continue
      }
      if (age > STALE_MS) rmSync(lockFile, { force: true })
      else await sleep(500)
    }
  }
  try {
    return await build()
  } finally {
    rmSync(lockFile, { force: true })
  }
}
