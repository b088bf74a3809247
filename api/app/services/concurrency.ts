import { DateTime } from 'luxon'
import BusinessError from '#exceptions/business_error'

/**
 * Concurrent edits are detected, not silently overwritten (DESIGN.md §7): a form sends back the `version`
 * of the record it was loaded with. A form older than the record is refused at once; otherwise the save
 * moves the version only if it is still that one (app/models/mixins/versioned.ts), so of two forms loaded
 * together exactly one is saved and the other gets 409 `conflict`. A caller that sends no version (a
 * script) edits the version it reads.
 */
interface VersionedRecord {
  version: number
  expectedVersion?: number
  updatedAt: DateTime | null
}

/** The version a form sent; undefined when it sent none. */
function sentVersion(sent: unknown) {
  if (sent === undefined || sent === null || sent === '') return undefined
  const version = Number(sent)
  if (!Number.isInteger(version)) throw new BusinessError('conflict', 409)
  return version
}

/**
 * Ties the coming save of `record` to the version its form was loaded with. The save then moves the
 * version even when only the record's child rows (answers, conditions, costs…) change, so the next
 * stale form is refused too.
 */
export function claimEdit(record: VersionedRecord, sent: unknown) {
  const version = sentVersion(sent) ?? record.version
  if (version !== record.version) throw new BusinessError('conflict', 409)
  record.expectedVersion = version
  // Saved even when no column of its own changed: the save is what moves the version.
  record.updatedAt = DateTime.now()
}
