import db from '@adonisjs/lucid/services/db'
import { isoOfRaw } from '#services/sql_time'

/** What the quarantine list shows of an item besides its row (queries/quarantine/list.ts). */
export interface QuarantineFacts {
  /** The day the last `quarantined` event put the item there, and its comment. */
  quarantined?: { at: string | null; comment: string | null }
  /** The reason of the item's last verification that quarantined it. */
  reason?: string | null
  /** A return label was booked for it (its history says so). */
  labelBooked?: boolean
}

/**
 * What the history and the verifications of the page's items say of their quarantine, read in one
 * statement (the history's events and the verifications, each in the order written: the last one wins).
 * Three statements cost more than the rows they read: on SQLite the query building of each outweighs its
 * reading; on MariaDB a round trip each. Folded into the page as correlated subqueries, MariaDB
 * ran them four times a row.
 */
export async function quarantineFacts(itemIds: number[]) {
  const facts = new Map<number, QuarantineFacts>(itemIds.map((id) => [id, {}]))
  if (!itemIds.length) return facts
  const rows = await db
    .from('status_history')
    .select('subject_id as item_id', 'id', 'event', 'created_at', 'comment as detail')
    .where('subject_type', 'item')
    .whereIn('event', ['quarantined', 'return_label_created'])
    .whereIn('subject_id', itemIds)
    .unionAll((verifications) => {
      verifications
        .from('item_verifications')
        .select('item_id', 'id', db.raw("'verified' as event"), 'created_at', 'quarantine_reason')
        .where('outcome', 'quarantine')
        .whereIn('item_id', itemIds)
    })
    .orderBy('id')
  for (const row of rows) {
    const fact = facts.get(Number(row.item_id))
    if (!fact) continue
    if (row.event === 'quarantined') fact.quarantined = { at: isoOfRaw(row.created_at), comment: row.detail }
    else if (row.event === 'return_label_created') fact.labelBooked = true
    else fact.reason = row.detail
  }
  return facts
}
