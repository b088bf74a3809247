import db from '@adonisjs/lucid/services/db'
import type { HttpContext } from '@adonisjs/core/http'
import Buyback from '#models/buyback'
import { tenancy } from '#services/tenancy/scopes'
import { oneLinePerMoment, type StatusEntry } from '#queries/items_stock/moments'
import { isoOfRaw } from '#services/sql_time'

/**
 * The life of a device: every buy-back the caller sees of the device with this IMEI or serial
 * number, and in one timeline, oldest first, what happened to it — each status change and stock move of its
 * buy-backs and items (verifications, refurb steps, shipments and returns are events of the status machine),
 * each verification and each transport booked for it. The moves of one moment make one line.
 */
export async function deviceLife(actor: HttpContext['actor'], identifier: string) {
  const buybacks = await tenancy
    .buybacks(Buyback.query(), actor)
    .where((either) =>
      either.where('buybacks.imei', identifier).orWhere('buybacks.serial_number', identifier)
    )
    .preload('product')
    .preload('item')
    .orderBy('buybacks.created_at')
  const ids = buybacks.map((buyback) => buyback.id)
  if (!ids.length) return { identifier, buybacks: [], timeline: [] }

  const [history, verifications, transports, steps] = await Promise.all([
    db
      .from('status_history')
      .leftJoin('users', 'users.id', 'status_history.user_id')
      .whereIn('status_history.buyback_id', ids)
      .select(
        'status_history.id',
        'status_history.buyback_id',
        'status_history.subject_type',
        'status_history.event',
        'status_history.to_status',
        'status_history.comment',
        'status_history.created_at',
        'users.firstname',
        'users.lastname'
      ),
    db
      .from('item_verifications')
      .whereIn('buyback_id', ids)
      .select('id', 'buyback_id', 'outcome', 'controlled_grade', 'controlled_price', 'created_at'),
    db
      .from('transports')
      .whereIn('buyback_id', ids)
      .select('id', 'buyback_id', 'company', 'tracking_number', 'created_at'),
    db
      .from('item_refurb_steps')
      .join('refurb_steps', 'refurb_steps.id', 'item_refurb_steps.refurb_step_id')
      .join('items', 'items.id', 'item_refurb_steps.item_id')
      .whereIn('items.buyback_id', ids)
      .whereNotNull('item_refurb_steps.completed_at')
      .select(
        'item_refurb_steps.id',
        'items.buyback_id',
        'refurb_steps.name',
        'item_refurb_steps.status',
        'item_refurb_steps.completed_at as created_at'
      ),
  ])
  const numberOf = new Map(buybacks.map((buyback) => [buyback.id, buyback.identificationNumber]))
  const entry = (
    kind: string,
    row: { id: number; buyback_id: number; created_at: unknown },
    rest: object
  ) => ({
    key: `${kind}-${row.id}`,
    kind,
    at: isoOfRaw(row.created_at) ?? '',
    buybackNumber: numberOf.get(Number(row.buyback_id)) ?? null,
    ...rest,
  })
  const timeline = [
    ...oneLinePerMoment(
      history.map(
        (row) =>
          entry('status', row, {
            subject: row.subject_type,
            event: row.event,
            to: row.to_status,
            comment: row.comment,
            by: row.firstname ? `${row.firstname} ${row.lastname}` : null,
          }) as StatusEntry
      )
    ),
    ...verifications.map((row) =>
      entry('verification', row, {
        outcome: row.outcome,
        grade: row.controlled_grade,
        price: row.controlled_price === null ? null : Number(row.controlled_price),
      })
    ),
    ...transports.map((row) =>
      entry('transport', row, { company: row.company, trackingNumber: row.tracking_number })
    ),
    ...steps.map((row) => entry('refurb_step', row, { step: row.name, status: row.status })),
  ].sort((a, b) => a.at.localeCompare(b.at) || a.key.localeCompare(b.key))

  return {
    identifier,
    buybacks: buybacks.map((buyback) => ({
      id: buyback.id,
      identificationNumber: buyback.identificationNumber,
      status: buyback.status,
      product: buyback.product?.label ?? null,
      createdAt: buyback.createdAt.toISO(),
      item: buyback.item
        ? {
            id: buyback.item.id,
            identificationNumber: buyback.item.identificationNumber,
            status: buyback.item.status,
          }
        : null,
    })),
    timeline,
  }
}
