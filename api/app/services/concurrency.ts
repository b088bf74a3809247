import { DateTime } from 'luxon'
import BusinessError from '#exceptions/business_error'

/**
 * Concurrent edits are detected, not silently overwritten: a form sends back the `updatedAt` it was loaded
 * with; when the record has changed since, the write is refused with `conflict` (409) and nothing is saved.
 * A caller that sends no `updatedAt` (a script) writes as before.
 */
export function assertUnchanged(current: DateTime | null | undefined, sent: unknown) {
  if (sent === undefined || sent === null || sent === '' || !current) return
  const sentTime = new Date(String(sent)).getTime()
  if (Number.isNaN(sentTime) || Math.abs(sentTime - current.toMillis()) >= 1000) {
    throw new BusinessError('conflict', 409)
  }
}

/**
 * assertUnchanged for an edit form, then marks the record as changed now: its save in the action bumps
 * `updated_at` even when only its child rows (answers, conditions, costs…) change, so the next stale form
 * is refused too.
 */
export function claimEdit(record: { updatedAt: DateTime | null }, sent: unknown) {
  assertUnchanged(record.updatedAt, sent)
  record.updatedAt = DateTime.now()
}
