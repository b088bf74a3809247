import db from '@adonisjs/lucid/services/db'
import type { HttpContext } from '@adonisjs/core/http'
import Buyback from '#models/buyback'
import { stockItems, withStockNames } from '#queries/items_stock/list'
import { presentStockItem } from '#presenters/stock_item'
import { verificationsOf } from '#services/verification/records'
import { statusHistory } from '#services/status_history'

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

/** The refurb diagnoses of the item, newest first, with the answers as the operator gave them. */
async function refurbDiagnoses(itemId: number) {
  const rows = await db
    .from('item_refurb_diagnoses')
    .leftJoin('users', 'users.id', 'item_refurb_diagnoses.user_id')
    .where('item_refurb_diagnoses.item_id', itemId)
    .orderBy('item_refurb_diagnoses.id', 'desc')
    .select('item_refurb_diagnoses.*', 'users.firstname', 'users.lastname')
  return rows.map((row) => ({
    id: Number(row.id),
    at: row.created_at,
    by: row.firstname ? `${row.firstname} ${row.lastname}` : null,
    totalPlannedCost: Number(row.total_planned_cost),
    answers: row.answers
      ? (JSON.parse(row.answers) as { question: string; answers: { name: string }[] }[]).map((one) => ({
          question: one.question,
          answers: one.answers.map((answer) => answer.name),
        }))
      : [],
  }))
}

/** What was done to each of the item's refurb steps, oldest first, with who did it and where it went. */
function stepHistory(itemId: number) {
  return db
    .from('item_refurb_step_history')
    .join('item_refurb_steps', 'item_refurb_steps.id', 'item_refurb_step_history.item_refurb_step_id')
    .join('refurb_steps', 'refurb_steps.id', 'item_refurb_steps.refurb_step_id')
    .leftJoin('users', 'users.id', 'item_refurb_step_history.user_id')
    .leftJoin('stocks', 'stocks.id', 'item_refurb_step_history.stock_id')
    .where('item_refurb_step_history.item_id', itemId)
    .orderBy('item_refurb_step_history.id')
    .select(
      'item_refurb_step_history.id',
      'item_refurb_step_history.action',
      'item_refurb_step_history.to_status as to',
      'item_refurb_step_history.comment',
      'item_refurb_step_history.created_at as at',
      'refurb_steps.name as step',
      'stocks.name as stock',
      'users.firstname',
      'users.lastname'
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
  const history = await statusHistory({ subject: 'item', id: row.id })
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
    refurbDiagnoses: await refurbDiagnoses(row.id),
    stepHistory: (await stepHistory(row.id)).map((entry) => ({
      id: Number(entry.id),
      step: entry.step,
      action: entry.action,
      to: entry.to,
      stock: entry.stock,
      comment: entry.comment,
      by: entry.firstname ? `${entry.firstname} ${entry.lastname}` : null,
      at: entry.at,
    })),
    history,
  }
}
