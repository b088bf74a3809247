import { expect, type APIRequestContext } from '@playwright/test'
import { apiToken } from './catalogue.js'

const SUPER_ADMIN = 'superadmin@reprise.test'

/**
 * Waits, through the API, until the tracking job the test asked for has marked these packages' transports
 * delivered (the queue's worker takes it within seconds): the screen is then read once, instead of being
 * reloaded until it shows them.
 */
export async function awaitDelivered(request: APIRequestContext, packageNumbers: string[]) {
  const token = await apiToken(request, SUPER_ADMIN)
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/transports', {
          params: { lastDeliveryStatus: 'DELIVERY_DELIVERED_OK', _start: 0, _end: 200 },
          headers: { Authorization: `Bearer ${token}` },
        })
        expect(response.ok(), `GET /api/transports answered ${response.status()}`).toBeTruthy()
        const rows = (await response.json()) as { package?: { number: string } | null }[]
        const delivered = new Set(rows.map((row) => row.package?.number))
        return packageNumbers.filter((number) => !delivered.has(number))
      },
      { timeout: 45_000, intervals: [500, 1_000], message: 'the tracking job delivers the packages' }
    )
    .toEqual([])
}
