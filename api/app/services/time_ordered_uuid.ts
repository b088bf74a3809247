import { randomBytes } from 'node:crypto'

/** The last time and sequence given: ids of the same millisecond follow each other (12 bits, 4 096). */
let lastMs = 0
let sequence = 0

/**
 * A UUID of version 7 (RFC 9562): the milliseconds since 1970 first, then a sequence within the
 * millisecond, then random bits. Ids given one after the other sort one after the other, so that a bulk
 * write appends to the primary key's B-tree (InnoDB keeps rows in key order: random version 4 keys put each
 * new product, and each of its search words keyed by product, on a page of their own, which MariaDB paid
 * for in the catalogue import). Still a UUID for every check (validator's isUUID, vine's uuid()).
 */
export function timeOrderedUuid(): string {
  const now = Date.now()
  if (now > lastMs) {
    lastMs = now
    sequence = 0
  } else if (++sequence > 0xfff) {
    // A clock that went back, or 4 096 ids in the same millisecond: the next millisecond, still in order.
    lastMs++
    sequence = 0
  }
  const time = lastMs.toString(16).padStart(12, '0')
  const random = randomBytes(8)
  random[0] = (random[0] & 0x3f) | 0x80
  const tail = random.toString('hex')
  return `${time.slice(0, 8)}-${time.slice(8)}-7${sequence.toString(16).padStart(3, '0')}-${tail.slice(0, 4)}-${tail.slice(4)}`
}
