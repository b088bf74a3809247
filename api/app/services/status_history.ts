import db from '@adonisjs/lucid/services/db'
import type { Subject } from '#domain/statuses'

/**
 * The moves the status machine recorded (services/status_transitions.ts), oldest first, with who fired
 * each: those of a buy-back and its item and payment, or those of one subject. The buy-back, item and
 * payment screens show them as their timeline.
 */
export async function statusHistory(of: { buybackId: number } | { subject: Subject; id: number }) {
  const query = db.from('status_history').leftJoin('users', 'users.id', 'status_history.user_id')
  if ('buybackId' in of) query.where('status_history.buyback_id', of.buybackId)
  else query.where('status_history.subject_type', of.subject).where('status_history.subject_id', of.id)
  const rows = await query
    .orderBy('status_history.id')
    .select(
      'status_history.id',
      'status_history.subject_type as subject',
      'status_history.event',
      'status_history.from_status as from',
      'status_history.to_status as to',
      'status_history.actor_kind as actorKind',
      'status_history.comment',
      'status_history.created_at as at',
      'users.firstname',
      'users.lastname'
    )
  return rows.map((row) => ({
    id: Number(row.id),
    subject: row.subject as Subject,
    event: row.event as string,
    from: row.from as string | null,
    to: row.to as string,
    actorKind: row.actorKind as string,
    by: row.firstname ? `${row.firstname} ${row.lastname}` : null,
    comment: row.comment as string | null,
    at: row.at as string | Date,
  }))
}
