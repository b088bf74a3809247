import type { DateTime } from 'luxon'
import type { DeliveryStatus } from '#domain/delivery_statuses'

/**
 * A transport connector (part 1 §3 "Connector kinds": transport): books a shipment and returns its tracking
 * number and label, and reads the delivery events of a shipment it booked. The sandbox carrier answers
 * locally; a real carrier's connector implements the same contract and is chosen by the account's active transport
 * configuration (services/carriers/carriers.ts).
 */
export interface ShipmentRequest {
  reference: string
  sender: {
    name: string
    street: string | null
    zipCode: string | null
    city: string | null
    country: string
  }
  recipient: {
    name: string
    street: string | null
    zipCode: string | null
    city: string | null
    country: string
  }
  weightGrams: number | null
  /** How many items travel in the parcel (a package), printed on the label. */
  itemCount?: number
  /** The buy-back's circuit, when one: a carrier may book each circuit with its own service. */
  circuitId?: number | null
}

export interface Shipment {
  company: string
  trackingNumber: string
  trackingLink: string | null
  label: Buffer
}

/** A shipment as booked: what a carrier needs to be asked about it again. */
export interface BookedShipment {
  trackingNumber: string
  bookedAt: DateTime
}

/** One event of the carrier's tracking, mapped onto the delivery statuses of part 1 §4. */
export interface TrackingEvent {
  code: DeliveryStatus
  occurredAt: DateTime
  location: string | null
}

export interface Carrier {
  createShipment(request: ShipmentRequest, language: string): Promise<Shipment>
  /** Every event known so far, oldest first; the same events each time it is asked. */
  trackingEvents(shipment: BookedShipment): Promise<TrackingEvent[]>
}
