import type { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { isDuplicateKey } from '#services/database_errors'
import { sqlDateTime } from '#services/sql_time'
import type { Week } from '#services/statistics/week'
import {
  CHECK_IN_EVENTS,
  PROPOSAL_ANSWERS,
  STEP_EVENTS,
  VERIFICATION_EVENTS,
  gradingOf,
  minutesBetween,
  statusGroupOf,
  utcOf,
} from '#services/statistics/events'

/** Buy-backs an account takes part in: its own, those it buys, those its workshops process. */
function involving(query: any, accountId: number) {
  query.where((either: any) => {
    either
      .where('buybacks.account_id', accountId)
      .orWhere('buybacks.buyer_account_id', accountId)
      .orWhereIn('buybacks.warehouse_id', (sub: any) =>
        sub.from('organizations').select('id').where('account_id', accountId)
      )
  })
  return query
}

const CHUNK = 500

function chunks<T>(values: T[]) {
  const out: T[][] = []
  for (let index = 0; index < values.length; index += CHUNK) out.push(values.slice(index, index + CHUNK))
  return out
}

/** The buy-backs of the account created in the week or reaching a timed step (or being paid) in it. */
async function activeBuybackIds(trx: TransactionClientContract, accountId: number, week: Week) {
  const [from, until] = [sqlDateTime(week.start), sqlDateTime(week.end)]
  const created = await involving(trx.from('buybacks'), accountId)
    .where('buybacks.created_at', '>=', from)
    .where('buybacks.created_at', '<', until)
    .select('buybacks.id')
  const moved = await involving(
    trx.from('status_history').join('buybacks', 'buybacks.id', 'status_history.buyback_id'),
    accountId
  )
    .where('status_history.created_at', '>=', from)
    .where('status_history.created_at', '<', until)
    .where((kind: any) =>
      kind
        .whereIn('status_history.event', STEP_EVENTS)
        .orWhere((paid: any) =>
          paid
            .where('status_history.subject_type', 'payment')
            .where('status_history.to_status', 'payment_completed')
        )
    )
    .distinct('buybacks.id')
  return [...new Set([...created, ...moved].map((row) => Number(row.id)))].sort((a, b) => a - b)
}

interface Steps {
  checkIn?: Date | string
  verified?: Date | string
  paid?: Date | string
  proposal?: Date | string
  answer?: string
}

/** The first time each buy-back reached each step, over its whole history. */
async function stepsOf(trx: TransactionClientContract, ids: number[]) {
  const steps = new Map<number, Steps>()
  for (const part of chunks(ids)) {
    const events = await trx
      .from('status_history')
      .whereIn('buyback_id', part)
      .where((kind) =>
        kind
          .whereIn('event', STEP_EVENTS)
          .orWhere((paid) => paid.where('subject_type', 'payment').where('to_status', 'payment_completed'))
      )
      .orderBy('created_at')
      .orderBy('id')
      .select('buyback_id', 'event', 'subject_type', 'to_status', 'created_at')
    for (const event of events) {
      const step = steps.get(Number(event.buyback_id)) ?? {}
      steps.set(Number(event.buyback_id), step)
      if (CHECK_IN_EVENTS.includes(event.event)) step.checkIn ??= event.created_at
      if (VERIFICATION_EVENTS.includes(event.event)) step.verified ??= event.created_at
      if (event.event === 'proposal_sent') step.proposal ??= event.created_at
      if (PROPOSAL_ANSWERS.includes(event.event)) step.answer ??= event.event
      if (event.subject_type === 'payment' && event.to_status === 'payment_completed')
        step.paid ??= event.created_at
    }
  }
  return steps
}

async function factRows(trx: TransactionClientContract, ids: number[], week: Week) {
  const steps = await stepsOf(trx, ids)
  const inWeek = (value?: Date | string) => {
    if (!value) return false
    const at = utcOf(value)
    return at >= week.start && at < week.end
  }
  const rows: Record<string, unknown>[] = []
  for (const part of chunks(ids)) {
    const buybacks = await trx
      .from('buybacks')
      .leftJoin('organizations as stores', 'stores.id', 'buybacks.store_id')
      .leftJoin('users as sellers', 'sellers.id', 'buybacks.seller_id')
      .leftJoin('categories', 'categories.id', 'buybacks.category_id')
      .whereIn('buybacks.id', part)
      .select(
        'buybacks.*',
        'stores.common_name as store_name',
        'sellers.firstname as seller_firstname',
        'sellers.lastname as seller_lastname',
        'categories.label as category_label'
      )
    for (const buyback of buybacks) {
      const created = utcOf(buyback.created_at)
      const step = steps.get(Number(buyback.id)) ?? {}
      const since = (value?: Date | string) =>
        value && inWeek(value) ? minutesBetween(created, utcOf(value)) : null
      const verified = inWeek(step.verified)
      const paid = inWeek(step.paid)
      const proposed = inWeek(step.proposal)
      rows.push({
        buyback_id: buyback.id,
        owner_account_id: buyback.account_id,
        store_id: buyback.store_id,
        store_name: buyback.store_name,
        seller_id: buyback.seller_id,
        seller_name: buyback.seller_id
          ? `${buyback.seller_firstname ?? ''} ${buyback.seller_lastname ?? ''}`.trim()
          : null,
        channel: buyback.channel,
        status_group: statusGroupOf(buyback.status),
        category_id: buyback.category_id,
        category_label: buyback.category_label,
        declared_grade: buyback.declared_grade,
        controlled_grade: buyback.controlled_grade,
        created_in_week: inWeek(buyback.created_at),
        declared_price: buyback.declared_price,
        check_in_minutes: since(step.checkIn),
        verification_minutes: since(step.verified),
        validated_price: verified ? (buyback.validated_price ?? 0) : null,
        payment_minutes: since(step.paid),
        paid_amount: paid ? (buyback.paid_price ?? 0) : null,
        litigation: proposed
          ? step.answer === 'proposal_accepted'
            ? 'accepted'
            : step.answer === 'proposal_declined'
              ? 'declined'
              : 'pending'
          : null,
        grading: verified ? gradingOf(buyback.declared_grade, buyback.controlled_grade) : null,
      })
    }
  }
  return rows
}

/**
 * Computes (again) the snapshot of one account and week, in one transaction: the old rows go, the new ones
 * come. Two runs at once (the Monday job and an administrator's refresh) end with one snapshot: the loser of
 * the unique key reads the winner's.
 */
export async function computeSnapshot(accountId: number, week: Week): Promise<number> {
  try {
    return await db.transaction(async (trx) => {
      await trx
        .from('statistics_snapshots')
        .where('account_id', accountId)
        .where('week_start', week.monday)
        .delete()
      const [snapshotId] = (await trx.insertQuery().table('statistics_snapshots').insert({
        account_id: accountId,
        week_start: week.monday,
        computed_at: sqlDateTime(),
      })) as unknown as [number]
      const id = Number(
        snapshotId ??
          (
            await trx
              .from('statistics_snapshots')
              .where('account_id', accountId)
              .where('week_start', week.monday)
              .first()
          ).id
      )
      const rows = await factRows(trx, await activeBuybackIds(trx, accountId, week), week)
      for (const part of chunks(rows)) {
        await trx.table('statistics_rows').multiInsert(part.map((row) => ({ ...row, snapshot_id: id })))
      }
      return id
    })
  } catch (error) {
    if (!isDuplicateKey(error)) throw error
    const existing = await db
      .from('statistics_snapshots')
      .where('account_id', accountId)
      .where('week_start', week.monday)
      .firstOrFail()
    return Number(existing.id)
  }
}

/**
 * The week in progress, counted now and stored nowhere (no snapshot exists before its Monday job): the rows
 * of each of `accountIds` as a snapshot of theirs would hold them, read in one transaction.
 */
export async function liveRows(accountIds: number[], week: Week) {
  return db.transaction(async (trx) => {
    const rows: Awaited<ReturnType<typeof factRows>> = []
    for (const accountId of accountIds) {
      const ids = await activeBuybackIds(trx, accountId, week)
      for (const row of await factRows(trx, ids, week)) rows.push({ ...row, snapshot_account_id: accountId })
    }
    return rows
  })
}

/** The accounts the Monday job computes: every active one. */
export async function accountsToCompute() {
  const rows = await db.from('accounts').where('status', 'active').select('id').orderBy('id')
  return rows.map((row) => Number(row.id))
}

/**
 * When the account's data begins: the creation of the first buy-back it takes part in (its own, one it buys,
 * one its workshops process; every event of a buy-back comes after its creation), or null when there is none.
 * Three lookups along the indexes rather than one scan of an OR.
 */
export async function firstDataAt(accountId: number): Promise<DateTime | null> {
  const first = (query: any) => query.min('buybacks.created_at as first').first()
  const found = await Promise.all([
    first(db.from('buybacks').where('account_id', accountId)),
    first(db.from('buybacks').where('buyer_account_id', accountId)),
    first(
      db
        .from('buybacks')
        .whereIn('warehouse_id', (sub) =>
          sub.from('organizations').select('id').where('account_id', accountId)
        )
    ),
  ])
  const times = found
    .map((row) => row?.first)
    .filter((value) => value !== null && value !== undefined)
    .map((value) => utcOf(value))
  return times.length ? times.reduce((earliest, at) => (at < earliest ? at : earliest)) : null
}

/**
 * The account's snapshot of a week, bounded to the weeks the account has data: a week that ends before its
 * first buy-back (back to the year 1…) is not computed, and nothing is stored. Answers whether it computed.
 */
export async function computeSnapshotWithData(accountId: number, week: Week) {
  const first = await firstDataAt(accountId)
  if (!first || week.end <= first) return false
  await computeSnapshot(accountId, week)
  return true
}

/** Every active account's snapshot of a week (the accounts with data by then). */
export async function computeWeek(week: Week) {
  for (const accountId of await accountsToCompute()) await computeSnapshotWithData(accountId, week)
}
