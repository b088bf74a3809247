import { DateTime } from 'luxon'
import BusinessError from '#exceptions/business_error'
import type {
  BookedShipment,
  Carrier,
  Shipment,
  ShipmentRequest,
  TrackingEvent,
} from '#services/carriers/carrier'
import { CarrierUnavailable, sendcloudCall, type SendcloudSettings } from '#services/carriers/sendcloud_api'
import { deliveryStatusOfSendcloud } from '#services/carriers/sendcloud_statuses'

/** What the platform reads of a Sendcloud parcel (API v2 "Parcel object"). */
interface SendcloudParcel {
  id: number
  tracking_number?: string | null
  tracking_url?: string | null
  date_updated?: string | null
  status?: { id?: number; message?: string } | null
}

const firstParcel = (json: unknown): SendcloudParcel | null => {
  const parcels = (json as { parcels?: unknown } | null)?.parcels
  const parcel = Array.isArray(parcels) ? parcels[0] : (json as { parcel?: unknown } | null)?.parcel
  return parcel && typeof parcel === 'object' && Number.isInteger((parcel as SendcloudParcel).id)
    ? (parcel as SendcloudParcel)
    : null
}

/** Sendcloud writes its dates "27-11-2026 10:15:00" (v2), in UTC. */
const parcelDate = (value: string | null | undefined) => {
  if (!value) return null
  const parsed = DateTime.fromFormat(value, 'dd-MM-yyyy HH:mm:ss', { zone: 'utc' })
  const date = parsed.isValid ? parsed : DateTime.fromISO(value, { zone: 'utc' })
  return date.isValid ? date.startOf('second') : null
}

/**
 * The Sendcloud carrier: a parcel is created with its label (`request_label`), under our reference
 * as its `external_reference`. Before creating one the parcel is looked up by that reference, so a booking
 * run again (a job retried after a 5xx or a timeout, a close sent again) finds the parcel it made and never
 * makes a second one. The label is the parcel's A4/A6 PDF for a normal printer.
 */
export class SendcloudCarrier implements Carrier {
  constructor(private config: SendcloudSettings) {}

  async createShipment(request: ShipmentRequest): Promise<Shipment> {
    const reference = `reprise-${request.reference}`
    const found = await sendcloudCall(
      this.config,
      'find_parcel',
      `/parcels?external_reference=${encodeURIComponent(reference)}`,
      { allow404: true }
    )
    let parcel = firstParcel(found.json)
    if (!parcel) {
      const methodId =
        (request.circuitId ? this.config.circuitShippingMethods.get(request.circuitId) : undefined) ??
        this.config.defaultShippingMethodId
      if (!methodId) throw new BusinessError('carrier_no_shipping_method', 422)
      const created = await sendcloudCall(this.config, 'create_parcel', '/parcels', {
        method: 'POST',
        body: { parcel: this.parcelOf(request, reference, methodId) },
      })
      parcel = firstParcel(created.json)
    }
    // Created without its label yet (the carrier was slow): the next run finds it and fetches the label.
    if (!parcel?.tracking_number) throw new CarrierUnavailable()
    const label = await sendcloudCall(
      this.config,
      'get_label',
      `/labels/normal_printer/${parcel.id}?start_from=0`,
      { pdf: true }
    )
    return {
      company: 'sendcloud',
      trackingNumber: parcel.tracking_number,
      trackingLink: parcel.tracking_url ?? null,
      label: label.bytes ?? Buffer.alloc(0),
    }
  }

  private parcelOf(request: ShipmentRequest, reference: string, methodId: number) {
    const { recipient, sender } = request
    return {
      name: recipient.name || '-',
      address: recipient.street ?? '',
      city: recipient.city ?? '',
      postal_code: recipient.zipCode ?? '',
      country: recipient.country,
      request_label: true,
      shipment: { id: methodId },
      external_reference: reference,
      order_number: request.reference,
      quantity: 1,
      ...(request.weightGrams ? { weight: (request.weightGrams / 1000).toFixed(3) } : {}),
      ...(this.config.senderAddressId
        ? { sender_address: this.config.senderAddressId }
        : {
            from_name: sender.name,
            from_address_1: sender.street ?? '',
            from_city: sender.city ?? '',
            from_postal_code: sender.zipCode ?? '',
            from_country: sender.country,
          }),
    }
  }

  /** The parcel's current status (the polling fallback of the webhook), found by its tracking number. */
  async trackingEvents(shipment: BookedShipment): Promise<TrackingEvent[]> {
    const found = await sendcloudCall(
      this.config,
      'find_parcel',
      `/parcels?tracking_number=${encodeURIComponent(shipment.trackingNumber)}`,
      { allow404: true }
    )
    const parcel = firstParcel(found.json)
    const code = deliveryStatusOfSendcloud(parcel?.status?.id)
    if (!parcel || !code) return []
    const occurredAt = parcelDate(parcel.date_updated) ?? DateTime.utc().startOf('hour')
    return [{ code, occurredAt, location: null }]
  }

  /** The connection test: the cheapest authenticated request, the user of the keys. */
  async check() {
    return sendcloudCall(this.config, 'test_connection', '/user')
  }
}
