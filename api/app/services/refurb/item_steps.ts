import db from '@adonisjs/lucid/services/db'
import Buyback from '#models/buyback'
import Item from '#models/item'
import Stock from '#models/stock'
import {
  ERASURE_METHODS,
  REPLANNABLE_STEP_STATUSES,
  allowedStepActions,
  cancelLeavesErasureOut,
} from '#domain/refurb_steps'
import { EVENTS } from '#domain/transitions'
import { costedSteps, presentStock, refurbStocks, workshopOf } from '#services/refurb/workshop'
import { erasureRequirement } from '#services/refurb/erasure_requirement'
import { missingForValidation, nothingMissing } from '#services/refurb/missing'
import type { Actor } from '#services/actor'
import { isoOfRaw } from '#services/sql_time'

const VALIDATABLE_FROM: readonly string[] = EVENTS.refurb_completed.item.flatMap((move) => move.from)

type StepRow = Record<string, any>

/** An item's steps as the steps list shows them, with the name and cost the diagnosis planned. */
function stepRows() {
  return db
    .from('item_refurb_steps as steps')
    .join('refurb_steps', 'refurb_steps.id', 'steps.refurb_step_id')
    .leftJoin('stocks', 'stocks.id', 'steps.stock_id')
    .leftJoin('users', 'users.id', 'steps.user_id')
    .orderBy('steps.id')
    .select(
      'steps.*',
      'refurb_steps.name',
      'refurb_steps.description',
      'refurb_steps.data_erasure',
      'stocks.name as stock_name',
      'users.firstname',
      'users.lastname'
    )
}

function presentStep(row: StepRow, actor: Actor, erasureRequired: boolean) {
  const status = row.status as string
  return {
    id: Number(row.id),
    itemId: Number(row.item_id),
    refurbStepId: Number(row.refurb_step_id),
    name: row.name as string,
    description: row.description as string | null,
    dataErasure: Boolean(row.data_erasure),
    status: row.status as string,
    version: Number(row.version),
    cost: Number(row.cost),
    stock: row.stock_id ? { id: Number(row.stock_id), name: row.stock_name as string } : null,
    user: row.user_id
      ? { id: Number(row.user_id), name: `${row.firstname ?? ''} ${row.lastname ?? ''}`.trim() }
      : null,
    comment: row.comment as string | null,
    cancelReason: row.cancel_reason as string | null,
    erasureMethod: row.erasure_method as string | null,
    erasureTool: row.erasure_tool as string | null,
    erasureReference: row.erasure_reference as string | null,
    startedAt: isoOfRaw(row.started_at),
    completedAt: isoOfRaw(row.completed_at),
    updatedAt: isoOfRaw(row.updated_at),
    actions: allowedStepActions(status, actor.permissions),
    /** A data-erasure step of a category that requires one. */
    required: erasureRequired && Boolean(row.data_erasure),
    /** Cancelled, it may be planned again (a new step) while the item is being refurbished. */
    replannable: (REPLANNABLE_STEP_STATUSES as readonly string[]).includes(status),
  }
}

type PresentedStep = ReturnType<typeof presentStep>

/** Whether cancelling the step leaves the plan without the erasure its category requires. */
const withCancelWarning = (steps: PresentedStep[]) =>
  steps.map((step) => ({
    ...step,
    cancelLeavesErasureOut: cancelLeavesErasureOut(step.required, step, steps),
  }))

/** The item's economic data and where it is, as every refurb step screen heads it. */
async function presentItem(item: Item) {
  const buyback = await Buyback.findOrFail(item.buybackId)
  const stock = item.stockId ? await Stock.find(item.stockId) : null
  return {
    id: item.id,
    identificationNumber: item.identificationNumber,
    buybackIdentificationNumber: buyback.identificationNumber,
    status: item.status,
    version: item.version,
    name: item.name,
    brand: item.brand,
    model: item.model,
    stock: presentStock(stock),
    purchasingPrice: item.purchasingPrice,
    totalPlannedCost: item.totalPlannedCost,
    completedStepCost: item.completedStepCost,
    remainingCost: item.totalPlannedCost - item.completedStepCost,
  }
}

/**
 * `GET /api/items/{id}/refurb-steps`: the item, its steps with the actions each allows the caller, whether
 * "validate all" is open, and the stocks the actions may put the item in.
 */
export async function itemStepsView(actor: Actor, itemId: number) {
  const item = await Item.findOrFail(itemId)
  const erasure = await erasureRequirement(item)
  const rows = await stepRows().where('steps.item_id', item.id)
  const steps = withCancelWarning(rows.map((row) => presentStep(row, actor, erasure.required)))
  const workshop = await workshopOf(item)
  const stocks = await refurbStocks(workshop)
  const inProgress = VALIDATABLE_FROM.includes(item.status) && actor.can('refurb_write')
  const missing = inProgress ? await missingForValidation(item, workshop) : { steps: [], erasure: null }
  return {
    item: await presentItem(item),
    steps,
    canValidate: inProgress && nothingMissing(missing),
    /** What "validate all" waits for, to name and link to. */
    missing,
    erasureRequired: erasure.required ? { category: erasure.category } : null,
    /** The workshop's steps an operator may add while the item is being refurbished. */
    plannable: inProgress
      ? (await costedSteps(workshop)).map((step) => ({
          id: step.id,
          name: step.name,
          cost: step.cost,
          dataErasure: step.dataErasure,
          required: erasure.required && step.dataErasure,
        }))
      : [],
    stocks: stocks.map((stock) => presentStock(stock)!),
    erasureMethods: ERASURE_METHODS,
  }
}

/** `GET /api/item-refurb-steps/{id}`: one step, its item, its history (oldest first) and the stocks. */
export async function stepView(actor: Actor, stepId: number) {
  const row = await stepRows().where('steps.id', stepId).firstOrFail()
  const item = await Item.findOrFail(row.item_id)
  const erasure = await erasureRequirement(item)
  const siblings = await stepRows().where('steps.item_id', item.id)
  const presented = withCancelWarning(siblings.map((one) => presentStep(one, actor, erasure.required)))
  const history = await db
    .from('item_refurb_step_history as history')
    .leftJoin('users', 'users.id', 'history.user_id')
    .leftJoin('stocks', 'stocks.id', 'history.stock_id')
    .where('history.item_refurb_step_id', stepId)
    .orderBy('history.id')
    .select('history.*', 'users.firstname', 'users.lastname', 'stocks.name as stock_name')
  const stocks = await refurbStocks(await workshopOf(item))
  return {
    ...presented.find((one) => one.id === Number(row.id))!,
    item: await presentItem(item),
    history: history.map((entry) => ({
      id: Number(entry.id),
      action: entry.action as string,
      from: entry.from_status as string | null,
      to: entry.to_status as string,
      user: entry.user_id
        ? { id: Number(entry.user_id), name: `${entry.firstname ?? ''} ${entry.lastname ?? ''}`.trim() }
        : null,
      stock: entry.stock_id ? { id: Number(entry.stock_id), name: entry.stock_name as string } : null,
      comment: entry.comment as string | null,
      erasure: entry.erasure_method
        ? {
            method: entry.erasure_method as string,
            tool: entry.erasure_tool as string | null,
            reference: entry.erasure_reference as string | null,
          }
        : null,
      at: isoOfRaw(entry.created_at),
    })),
    stocks: stocks.map((stock) => presentStock(stock)!),
    erasureMethods: ERASURE_METHODS,
  }
}
