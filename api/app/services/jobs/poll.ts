import logger from '@adonisjs/core/services/logger'
import { isDatabaseBusy, isDatabaseUnavailable } from '#services/database_errors'

/** The longest wait between two tries while the work keeps failing (the database down for long). */
const MAX_BACKOFF_MS = 60_000

/**
 * Runs `work` every `intervalMs` until stopped, one run at a time. A run that fails is logged and the next
 * waits twice as long as the last, up to a minute: while the database is down the worker and the scheduler
 * pause instead of spinning or crashing, and resume at their own pace with the first run that succeeds.
 */
export function pollEvery(name: string, intervalMs: number, work: () => Promise<unknown>) {
  let stopped = false
  let failures = 0
  let timer: NodeJS.Timeout | null = null
  let running: Promise<void> = Promise.resolve()

  const schedule = (delay: number) => {
    if (stopped) return
    timer = setTimeout(() => {
      timer = null
      running = run()
    }, delay)
  }

  async function run() {
    try {
      await work()
      if (failures) logger.info({ poller: name }, '%s resumed', name)
      failures = 0
    } catch (error) {
      failures++
      const waiting = isDatabaseUnavailable(error) || isDatabaseBusy(error)
      if (waiting) logger.warn({ poller: name, failures }, '%s waits for the database', name)
      else logger.error({ err: error, poller: name }, name)
    }
    schedule(Math.min(intervalMs * 2 ** Math.min(failures, 10), Math.max(MAX_BACKOFF_MS, intervalMs)))
  }

  schedule(intervalMs)
  return async () => {
    stopped = true
    if (timer) clearTimeout(timer)
    await running
  }
}
