import { test } from '@japa/runner'
import { pollEvery } from '#services/jobs/poll'

const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:3306'), { code: 'ECONNREFUSED' })

test.group('Job polling / database away', () => {
  test('a run that fails does not stop the polling: each next try waits twice as long, then it resumes', async ({
    assert,
  }) => {
    const interval = 20
    const calls: number[] = []
    let resumed!: () => void
    const done = new Promise<void>((resolve) => (resumed = resolve))
    const stop = pollEvery('test poller', interval, async () => {
      calls.push(performance.now())
      if (calls.length <= 3) throw refused()
      if (calls.length === 5) resumed()
    })
    await done
    await stop()

    const gaps = calls.slice(1).map((at, index) => at - calls[index]!)
    // After 1, 2 and 3 failures: at least 2, 4 and 8 intervals (timers never fire more than 1 ms early).
    assert.isAtLeast(gaps[0]!, 2 * interval - 1)
    assert.isAtLeast(gaps[1]!, 4 * interval - 1)
    assert.isAtLeast(gaps[2]!, 8 * interval - 1)
    assert.isBelow(gaps[3]!, gaps[2]!)
    assert.lengthOf(calls, 5)
  })

  test('stopped, it runs no more', async ({ assert }) => {
    let calls = 0
    const stop = pollEvery('test poller', 10, async () => {
      calls++
    })
    await new Promise((resolve) => setTimeout(resolve, 35))
    await stop()
    const seen = calls
    await new Promise((resolve) => setTimeout(resolve, 40))
    assert.equal(calls, seen)
    assert.isAtLeast(seen, 1)
  })
})
