import db from '@adonisjs/lucid/services/db'
import type { HttpContext } from '@adonisjs/core/http'
import Buyback from '#models/buyback'
import { stockItems, withStockNames, presentStockItem } from '#services/items_stock/list'
import { verificationsOf } from '#services/verification/records'

/** Every status change and stock move of an item, oldest first, with who did it. */
function itemHistory(itemId: number) {
  return db
    .from('status_history')
    .leftJoin('users', 'users.id', 'status_history.user_id')
    .where('status_history.subject_type', 'item')
    .where('status_history.subject_id', itemId)
    .orderBy('status_history.id')
    .select(
      'status_history.id',
      'status_history.event',
      'status_history.from_status as from',
      'status_history.to_status as to',
      'status_history.actor_kind as actorKind',
      'status_history.comment',
      'status_history.created_at as at',
      'users.firstname',
      'users.lastname'
    )
}

/** The item's refurb steps with the step's name, in the order they were chosen. */
function refurbSteps(itemId: number) {
  return db
    .from('item_refurb_steps')
    .join('refurb_steps', 'refurb_steps.id', 'item_refurb_steps.refurb_step_id')
    .where('item_refurb_steps.item_id', itemId)
    .orderBy('item_refurb_steps.id')
    .select(
      'item_refurb_steps.id',
      'refurb_steps.name',
      'item_refurb_steps.status',
      'item_refurb_steps.cost',
      'item_refurb_steps.comment',
      'item_refurb_steps.cancel_reason as cancelReason',
      'item_refurb_steps.started_at as startedAt',
      'item_refurb_steps.completed_at as completedAt'
    )
}

/**
 * `/items-stock/{id}/edit` (part 1 §2 "Stocks"): an item of the caller's workshops with its tabs — general
 * information, the compliance diagnostics (verifications, answers and photos), the refurb steps, the economic
 * data (purchase price, planned and completed step costs, what remains) and the history of every status
 * change and stock move.
 */
export async function stockItemDetails(actor: HttpContext['actor'], id: unknown, language: string) {
  const row = await withStockNames(stockItems(actor)).where('items.id', Number(id)).firstOrFail()
  const buyback = await Buyback.findOrFail(row.buybackId)
  const history = await itemHistory(row.id)
  const purchase = row.purchasingPrice ?? 0
  return {
    ...presentStockItem(row),
    readyFrom: row.readyFrom?.toISODate() ?? null,
    imei: buyback.imei,
    serialNumber: buyback.serialNumber,
    buyback: {
      id: buyback.id,
      identificationNumber: buyback.identificationNumber,
      status: buyback.status,
      declaredGrade: buyback.declaredGrade,
      controlledGrade: buyback.controlledGrade,
      validatedPrice: buyback.validatedPrice,
    },
    economics: {
      purchasingPrice: row.purchasingPrice,
      totalPlannedCost: row.totalPlannedCost,
      completedStepCost: row.completedStepCost,
      remainingCost: Math.max(0, row.totalPlannedCost - row.completedStepCost),
      costPrice: purchase + row.totalPlannedCost,
    },
    verifications: await verificationsOf(buyback.id, language),
    refurbSteps: await refurbSteps(row.id),
    history: history.map((entry) => ({
      id: entry.id,
      event: entry.event,
      from: entry.from,
      to: entry.to,
      actorKind: entry.actorKind,
      by: entry.firstname ? `${entry.firstname} ${entry.lastname}` : null,
      comment: entry.comment,
      at: entry.at,
    })),
  }
}
