import type { HttpContext } from '@adonisjs/core/http'
import drive from '@adonisjs/drive/services/main'
import type { I18n } from '@adonisjs/i18n'
import BusinessError from '#exceptions/business_error'
import TransportEvent from '#models/transport_event'
import { presentTransports, visibleTransports, withNames } from '#services/transports/list'
import { bouncerOf } from '#policies/main'

/** A transport the caller sees, or 404 `not_found` (one of another store or account is not told apart). */
export async function visibleTransport(actor: HttpContext['actor'], id: number) {
  const transport = await withNames(visibleTransports(actor).where('transports.id', id)).first()
  if (!transport) throw new BusinessError('not_found', 404)
  await bouncerOf(actor).with('TransportPolicy').authorize('view', transport)
  return transport
}

/** `GET /api/transports/:id`: the row of the list and the carrier's events, oldest first. */
export async function transportDetails(actor: HttpContext['actor'], id: number) {
  const transport = await visibleTransport(actor, id)
  const events = await TransportEvent.query()
    .where('transport_id', transport.id)
    .orderBy('occurred_at', 'asc')
    .orderBy('id', 'asc')
  const [row] = await presentTransports([transport])
  return {
    ...row,
    events: events.map((event) => ({
      id: event.id,
      code: event.code,
      occurredAt: event.occurredAt.toISO(),
      location: event.location,
    })),
  }
}

/** The label PDF kept when the transport was booked: 404 `expedition_label_unavailable` without one. */
export async function transportLabel(actor: HttpContext['actor'], id: number, i18n: I18n) {
  const transport = await visibleTransport(actor, id)
  const key = transport.labelKey
  if (!key || !(await drive.use().exists(key))) {
    throw new BusinessError('expedition_label_unavailable', 404)
  }
  const name = `${i18n.t('documents.shipping_label.title')} ${transport.trackingNumber ?? transport.uuid}.pdf`
  return { bytes: Buffer.from(await drive.use().getBytes(key)), fileName: name }
}
