import db from '@adonisjs/lucid/services/db'
import { lostTheRace } from '#services/status_transitions'
import { resolveCheckin, type CheckinKind } from '#services/checkin/resolve'
import type { Actor } from '#services/actor'
import { checkInItem } from '#actions/checkin/check_in_item'

/**
 * `POST /api/warehouse/checkins { code }`: the buy-back, item or package scanned at the workshop's door is
 * registered (part 1 §2 "Warehouse"). Each item moves through the status machine (`checked_in` then
 * `ready_for_tests`, buy-back to `bb_in_processing`) and enters the "to be verified" stock, all items of
 * the code in one transaction with their history rows.
 *
 * Two operators scanning the same parcel at once both pass the lookup; the status machine's versioned
 * update lets one through, and the other is then told what the catalogue says: already checked in.
 */
export async function checkIn(actor: Actor, code: string) {
  const resolved = await resolveCheckin(actor, code)
  try {
    const items = await db.transaction(async (trx) => {
      const done = []
      for (const item of resolved.items) done.push(await checkInItem(trx, actor, item.id))
      return done
    })
    return { kind: resolved.kind as CheckinKind, items }
  } catch (error) {
    if (!lostTheRace(error)) throw error
    // Asked again now the winner has committed: the lookup gives the refusal that applies.
    await resolveCheckin(actor, code)
    throw error
  }
}
