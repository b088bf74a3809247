import { expect, test } from '@playwright/test'
import { METRICS_TOKEN } from '../playwright.config.js'

/**
 * GET /metrics on the product as `npm start` serves it (several processes): the primary sums every
 * process's figures, so the health checks counted are all those made, whichever process answered them.
 */
const CHECKS = 20

test('the metrics are summed over the processes of npm start', async ({ request }) => {
  const scrape = () => request.get('/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  const healthCount = async () => {
    const answer = await scrape()
    expect(answer.status(), await answer.text()).toBe(200)
    const line = (await answer.text())
      .split('\n')
      .find((one) => one.startsWith('http_requests_total{route="/api/health",method="GET",status="200"}'))
    return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0
  }
  // Every process is up once the figures come at all (a process still starting answers 503).
  await expect.poll(async () => (await scrape()).status(), { timeout: 60_000 }).toBe(200)
  const before = await healthCount()
  for (let index = 0; index < CHECKS; index++) {
    // A connection each: the processes take them in turn.
    const answer = await request.get('/api/health', { headers: { connection: 'close' } })
    expect(answer.status()).toBe(200)
  }
  expect(await healthCount()).toBe(before + CHECKS)
  expect((await request.get('/metrics')).status()).toBe(401)
})
