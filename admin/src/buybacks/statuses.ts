import { BUYBACK_COMPLETED_STATUSES, STATUS_GROUPS } from '@domain/statuses'

const COMPLETED: readonly string[] = BUYBACK_COMPLETED_STATUSES

/** The colour of a buy-back's status chip: done, waiting, or ended without a sale. */
export function statusColour(status: string): 'success' | 'info' | 'warning' | 'default' {
  if (COMPLETED.includes(status)) return 'success'
  if (STATUS_GROUPS.unfinished.includes(status)) return 'default'
  if (STATUS_GROUPS.processing.includes(status)) return 'warning'
  return 'info'
}
