import type { DeliveryStatus } from '#domain/delivery_statuses'

/**
 * Sendcloud's parcel statuses (API v2 "Parcel statuses", `GET /api/v2/parcels/statuses`: an id and a
 * message) mapped onto the delivery statuses of part 1 §4. A status that is not listed (the booking's own
 * steps, "Unknown status") tells the operator nothing new and is not recorded.
 */
const SENDCLOUD_STATUSES: Record<number, DeliveryStatus> = {
  1000: 'DELIVERY_INIT', // Ready to send
  1: 'DELIVERY_INIT', // Announced
  13: 'DELIVERY_INIT', // Announced: not collected
  22: 'DELIVERY_PICKED_UP', // Shipment picked up by driver
  3: 'DELIVERY_IN_PROGRESS', // En route to sorting center
  91: 'DELIVERY_IN_PROGRESS', // Parcel en route
  5: 'DELIVERY_IN_HUB', // Sorted
  7: 'DELIVERY_IN_HUB', // Being sorted
  6: 'DELIVERY_ANOMALY', // Not sorted
  92: 'DELIVERY_OUT_FOR_DELIVERY', // Driver en route
  12: 'DELIVERY_AWAITING_WITHDRAWAL', // Awaiting customer pickup
  4: 'DELIVERY_DELAYED', // Delivery delayed
  8: 'DELIVERY_ANOMALY', // Delivery attempt failed
  15: 'DELIVERY_ANOMALY', // Error collecting
  62: 'DELIVERY_DELIVERED_KO', // Unable to deliver
  80: 'DELIVERY_DELIVERED_KO', // Unable to deliver
  11: 'DELIVERY_DELIVERED_OK', // Delivered
  93: 'DELIVERY_DELIVERED_OK', // Shipment collected by customer
  2000: 'ORDER_CANCELLED', // Cancelled
}

export function deliveryStatusOfSendcloud(statusId: unknown): DeliveryStatus | null {
  const id = Number(statusId)
  return Number.isInteger(id) ? (SENDCLOUD_STATUSES[id] ?? null) : null
}
