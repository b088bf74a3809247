import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import Transport from '#models/transport'
import { carrierOfTransport, SENDCLOUD_KIND } from '#services/carriers/carriers'
import { sqlDateTime } from '#services/sql_time'
import { applyTrackingEvents } from '#actions/transports/apply_tracking_events'

/**
 * The carrier tracking job (DESIGN.md §1, every 30 minutes): each transport still tracked asks its carrier
 * for the delivery events of part 1 §4 and keeps each one once. A transport is done in one transaction; a
 * carrier that fails for one transport is logged and the others go on.
 */
const BATCH = 100

export interface TrackingRun {
  tracked: number
  recorded: number
  failed: number
}

export async function trackOpenTransports(): Promise<TrackingRun> {
  const run: TrackingRun = { tracked: 0, recorded: 0, failed: 0 }
  let after = 0
  for (;;) {
    const batch = await Transport.query()
      .where('is_tracked', true)
      .whereNotNull('tracking_number')
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
    for (const transport of batch) {
      // Sendcloud tells its news by its webhook: a parcel is asked only after a day without any.
      if (transport.company === SENDCLOUD_KIND && !(await quietForADay(transport))) continue
      try {
        run.recorded += await trackTransport(transport)
        run.tracked++
      } catch (error) {
        run.failed++
        // The error's kind only: a carrier's message may quote the request, credentials included.
        logger.warn(
          { transportId: transport.id, company: transport.company, error: errorKind(error) },
          'carrier tracking failed'
        )
      }
    }
    if (batch.length < BATCH) return run
    after = batch[batch.length - 1]!.id
  }
}

/** Whether the transport has heard nothing (no event recorded, and not booked) for a day. */
async function quietForADay(transport: Transport) {
  const dayAgo = DateTime.utc().minus({ days: 1 })
  if (transport.createdAt > dayAgo) return false
  const recent = await db
    .from('transport_events')
    .where('transport_id', transport.id)
    .where('created_at', '>', sqlDateTime(dayAgo))
    .first()
  return !recent
}

const errorKind = (error: unknown) => {
  if (!(error instanceof Error)) return typeof error
  const status = (error as { status?: unknown }).status
  return typeof status === 'number' ? `${error.name} (${status})` : error.name
}

/** One transport: its new events recorded, its last status and what follows from it. Answers how many were new. */
async function trackTransport(transport: Transport) {
  const carrier = await carrierOfTransport(transport)
  const events = await carrier.trackingEvents({
    trackingNumber: transport.trackingNumber!,
    bookedAt: transport.createdAt,
  })
  return applyTrackingEvents(transport, events)
}
