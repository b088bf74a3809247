/** The carrier event codes of part 1 §4 "Delivery statuses", as the API records and filters them. */
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

export const TRANSPORT_KINDS = [
  'customer_to_workshop',
  'store_to_workshop',
  'workshop_to_buyer',
  'workshop_to_customer',
] as const

const TROUBLE = ['DELIVERY_DELAYED', 'DELIVERY_ANOMALY', 'DELIVERY_ADDRESS_ISSUE', 'DELIVERY_DAMAGED']
const FAILED = ['DELIVERY_DELIVERED_KO', 'DELIVERY_RETURNED_TO_SENDER', 'DELIVERY_LOST', 'ORDER_CANCELLED']

/** The colour of a status chip: delivered, in trouble, failed, or on its way. */
export function deliveryColour(status: string | null): 'success' | 'warning' | 'error' | 'info' | 'default' {
  if (!status) return 'default'
  if (status === 'DELIVERY_DELIVERED_OK') return 'success'
  if (TROUBLE.includes(status)) return 'warning'
  if (FAILED.includes(status)) return 'error'
  return 'info'
}

/** Select choices whose names are translation keys under `prefix`. */
export const choicesOf = (values: readonly string[], prefix: string) =>
  values.map((id) => ({ id, name: `${prefix}.${id}` }))
