import { FINAL_DELIVERY_STATUSES } from '@domain/delivery_statuses'

const TROUBLE = ['DELIVERY_DELAYED', 'DELIVERY_ANOMALY', 'DELIVERY_ADDRESS_ISSUE', 'DELIVERY_DAMAGED']

/** The colour of a status chip: delivered, in trouble, failed (another final status), or on its way. */
export function deliveryColour(status: string | null): 'success' | 'warning' | 'error' | 'info' | 'default' {
  if (!status) return 'default'
  if (status === 'DELIVERY_DELIVERED_OK') return 'success'
  if (TROUBLE.includes(status)) return 'warning'
  if ((FINAL_DELIVERY_STATUSES as readonly string[]).includes(status)) return 'error'
  return 'info'
}
