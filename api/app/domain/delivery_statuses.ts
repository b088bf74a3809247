/**
 * The carrier event codes of part 1 §4 "Delivery statuses", in the order a parcel usually meets them. A
 * carrier connector maps its own codes onto these; a final one ends the tracking of its transport.
 */
export const DELIVERY_STATUSES = [
  'DELIVERY_INIT',
  'DELIVERY_PICKED_UP',
  'DELIVERY_IN_PROGRESS',
  'DELIVERY_IN_HUB',
  'DELIVERY_OUT_FOR_DELIVERY',
  'DELIVERY_AWAITING_WITHDRAWAL',
  'DELIVERY_DELAYED',
  'DELIVERY_ANOMALY',
  'DELIVERY_ADDRESS_ISSUE',
  'DELIVERY_DAMAGED',
  'DELIVERY_DELIVERED_OK',
  'DELIVERY_DELIVERED_KO',
  'DELIVERY_RETURNED_TO_SENDER',
  'DELIVERY_LOST',
  'ORDER_CANCELLED',
] as const
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number]

/** After one of these the carrier has nothing more to say: the transport is no longer tracked. */
export const FINAL_DELIVERY_STATUSES: readonly DeliveryStatus[] = [
  'DELIVERY_DELIVERED_OK',
  'DELIVERY_DELIVERED_KO',
  'DELIVERY_RETURNED_TO_SENDER',
  'DELIVERY_LOST',
  'ORDER_CANCELLED',
]

export const isDeliveryStatus = (code: string): code is DeliveryStatus =>
  (DELIVERY_STATUSES as readonly string[]).includes(code)

/** The journeys a transport makes (part 1 §2 "Expedition"): a buy-back's parcel, a package, an item returned. */
export const TRANSPORT_KINDS = [
  'customer_to_workshop',
  'store_to_workshop',
  'workshop_to_buyer',
  'workshop_to_customer',
] as const
export type TransportKind = (typeof TRANSPORT_KINDS)[number]
