import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import BusinessError from '#exceptions/business_error'
import { sqlDateTime } from '#services/sql_time'
import {
  TransitionNotAllowed,
  canFire,
  planTransition,
  type ActorKind,
  type CurrentStatuses,
} from '#domain/status_machine'
import type { EventName } from '#domain/transitions'
import type { Subject } from '#domain/statuses'
import type { Actor } from '#services/actor'
import { changedRows } from '#services/raw_rows'
import { registerMoves } from '#services/purchase_register/record'

/**
 * The only way a buy-back, item or payment status changes (DESIGN.md §4): the status machine plans the
 * moves, each subject row is updated under its optimistic lock (`version`), and one history row per move
 * is written, all in the caller's transaction. A move the table does not list is refused with 409
 * `transition_not_allowed`; a row changed meanwhile by someone else with 409 `conflict`. A buy-back that
 * becomes completed (or leaves its completed statuses) is written in the purchase register in the same
 * transaction (services/purchase_register/record.ts): the caller writes the buy-back's final identifiers,
 * item and price before it fires the completing event.
 */
export interface Subjects {
  buyback?: { id: number; status: string; version: number; accountId: number } | null
  /** An item's history rows name its buy-back too, so the buy-back's timeline shows them. */
  item?: { id: number; status: string; version: number; buybackId?: number } | null
  payment?: { id: number; status: string } | null
}

export interface FiredBy {
  kind: ActorKind
  actor?: Actor
  /** The caller's policy (app/policies) said the actor may fire it: the firing does not ask again. */
  authorised?: true
}

const TABLES: Record<Subject, string> = { buyback: 'buybacks', item: 'items', payment: 'payments' }

/** The statuses a creation event gives to the rows about to be inserted (buy-back, item, payment). */
export function createdStatuses(event: EventName) {
  const planned = planTransition(event, { buyback: null, item: null, payment: null })
  return Object.fromEntries(planned.map((move) => [move.subject, move.to])) as Partial<
    Record<Subject, string>
  >
}

/**
 * Fires an event. For a creation event, pass the rows just inserted with the statuses of
 * `createdStatuses(event)`: their history starts from nothing.
 */
export async function fire(
  trx: TransactionClientContract,
  event: EventName,
  subjects: Subjects,
  by: FiredBy,
  comment: string | null = null
) {
  const permissions = by.actor?.permissions ?? new Set<string>()
  if (!by.authorised && !canFire(event, permissions, by.kind)) throw new BusinessError('forbidden', 403)

  const creation = event.startsWith('created_') || event === 'payment_created'
  const current: CurrentStatuses = {}
  for (const subject of ['buyback', 'item', 'payment'] as const) {
    if (subjects[subject]) Object.assign(current, { [subject]: creation ? null : subjects[subject]!.status })
  }
  const moves = planTransition(event, current)
  const now = DateTime.now()
  const buybackId = subjects.buyback?.id ?? subjects.item?.buybackId ?? null

  for (const move of creation ? [] : moves) {
    const row = subjects[move.subject]!
    // Read, not tested with `in`: a Lucid model keeps its columns behind a proxy that `in` does not see,
    // and a model passed here must be version-checked like a plain row.
    const version = (row as { version?: unknown }).version
    const versioned = typeof version === 'number'
    const query = trx.from(TABLES[move.subject]).where('id', row.id)
    const changes: Record<string, unknown> = { status: move.to, updated_at: sqlDateTime(now) }
    if (versioned) {
      query.where('version', version)
      changes.version = version + 1
    }
    const updated = await query.update(changes)
    if (changedRows(updated) !== 1) throw new BusinessError('conflict', 409)
    row.status = move.to
    if (versioned) Object.assign(row, { version: version + 1 })
  }

  if (subjects.buyback) await registerMoves(trx, subjects.buyback.id, moves)

  await trx
    .insertQuery()
    .table('status_history')
    .multiInsert(
      moves.map((move) => ({
        subject_type: move.subject,
        subject_id: subjects[move.subject]!.id,
        buyback_id: buybackId,
        event,
        from_status: move.from,
        to_status: move.to,
        user_id: by.actor?.user.id ?? null,
        actor_kind: by.kind,
        comment,
        created_at: sqlDateTime(now),
      }))
    )
  return moves
}

/**
 * Whether a firing failed because another request moved the rows first (their status no longer allows
 * the event, or their version moved): the caller looks again instead of reporting an error.
 */
export const lostTheRace = (error: unknown) =>
  error instanceof TransitionNotAllowed || (error instanceof BusinessError && error.code === 'conflict')
