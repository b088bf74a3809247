import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
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

/*
 * What a week's snapshot counts, read in the snapshot's transaction: the buy-backs active in the week and one
 * fact row each (statuses, steps, timings, grading). compute.ts stores them.
 */

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

export function chunks<T>(values: T[]) {
  const out: T[][] = []
  for (let index = 0; index < values.length; index += CHUNK) out.push(values.slice(index, index + CHUNK))
  return out
}

/** The buy-backs of the account created in the week or reaching a timed step (or being paid) in it. */
export async function activeBuybackIds(trx: TransactionClientContract, accountId: number, week: Week) {
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

export async function factRows(trx: TransactionClientContract, ids: number[], week: Week) {
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
