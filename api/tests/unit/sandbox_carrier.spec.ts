import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { SandboxCarrier } from '#services/carriers/sandbox_carrier'

/** The sandbox parcel's way over its transit time (24 hours by default), the same answer each time. */
test.group('Sandbox carrier / tracking', () => {
  const bookedAt = DateTime.fromISO('2026-03-04T10:00:00Z')
  const eventsAt = (hours: number) =>
    new SandboxCarrier().trackingEvents(
      { trackingNumber: '6A123456789FR', bookedAt },
      bookedAt.plus({ hours })
    )

  test('answers the events past so far, oldest first', async ({ assert }) => {
    assert.deepEqual(
      (await eventsAt(8)).map((event) => [event.code, event.occurredAt.toUTC().toISO()]),
      [
        ['DELIVERY_INIT', '2026-03-04T10:00:00.000Z'],
        ['DELIVERY_PICKED_UP', '2026-03-04T12:24:00.000Z'],
        ['DELIVERY_IN_PROGRESS', '2026-03-04T17:12:00.000Z'],
      ]
    )
  })

  test('is delivered once its transit time is over, and says the same when asked again', async ({
    assert,
  }) => {
    const first = await eventsAt(30)
    assert.equal(first.at(-1)?.code, 'DELIVERY_DELIVERED_OK')
    assert.equal(first.at(-1)?.occurredAt.toUTC().toISO(), '2026-03-05T10:00:00.000Z')
    assert.deepEqual(await eventsAt(30), first)
  })
})
