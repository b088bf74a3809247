/** The buy-back statuses and their dashboard groupings (part 1 §4), as the API filters them. */
export const BUYBACK_STATUSES = [
  'bb_awaiting_store_drop',
  'bb_awaiting_inventory',
  'bb_in_transit',
  'bb_in_processing',
  'bb_completed',
  'bb_completed_by_price',
  'bb_completed_with_absorption',
  'bb_completed_with_negociation',
  'bb_not_completed',
  'bb_cancelled',
] as const

export const STATUS_GROUPS = [
  'awaiting_transit',
  'in_transit',
  'processing',
  'completed',
  'unfinished',
  'predeclared',
] as const

/** The colour of a status chip: done, waiting, or ended without a sale. */
export function statusColour(status: string): 'success' | 'info' | 'warning' | 'default' {
  if (status.startsWith('bb_completed')) return 'success'
  if (status === 'bb_cancelled' || status === 'bb_not_completed') return 'default'
  if (status === 'bb_in_processing') return 'warning'
  return 'info'
}
