import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type Organization from '#models/organization'
import type User from '#models/user'
import { Actor } from '#services/actor'
import { permissionsFor } from '#permissions/table'
import { checkInItem } from '#actions/checkin/check_in_item'
import type { ToCheckIn } from './seed_buybacks.js'

/**
 * The parcels each workshop has already opened: its operator checks the items in through the check-in
 * action itself, so their statuses, history rows, stock and versions are what the workshop's door writes
 * (buy-back `bb_in_processing`, item awaiting its compliance tests in the "to be verified" stock).
 */
export async function seedCheckins(
  trx: TransactionClientContract,
  items: ToCheckIn[],
  operators: Map<number, { user: User; workshop: Organization }>
) {
  const permissions = new Set(permissionsFor('rps', 'warehouse_operator'))
  for (const { itemId, workshopId } of items) {
    const { user, workshop } = operators.get(workshopId)!
    await checkInItem(trx, new Actor(user, 'rps', 'warehouse_operator', workshop, permissions), itemId)
  }
}
