import type { HttpContext } from '@adonisjs/core/http'
import RefurbStep from '#models/refurb_step'
import Stock from '#models/stock'
import Organization from '#models/organization'
import type { Actor } from '#services/actor'
import { tenancy } from '#services/tenancy/scopes'
import { paginateList } from '#services/list_query'
import { withAccountNames } from '#services/account_names'
import { indexedFieldErrors } from '#services/indexed_field_errors_reporter'
import { refurbStepValidator } from '#validators/refurb_step'
import { deleteRefurbStep } from '#actions/refurb_steps/delete_refurb_step'
import { saveRefurbStep } from '#actions/refurb_steps/save_refurb_step'
import { claimEdit } from '#services/concurrency'
import { targetAccountId } from '#services/tenancy/target_account'

const visibleStep = (actor: Actor, id: string) =>
  tenancy.owned(RefurbStep.query(), actor).where('refurb_steps.id', id).preload('costs').firstOrFail()

function presentStep(step: RefurbStep) {
  return {
    id: step.id,
    accountId: step.accountId,
    updatedAt: step.updatedAt?.toISO() ?? null,
    version: step.version,
    name: step.name,
    description: step.description,
    stockId: step.stockId,
    status: step.status,
    dataErasure: step.dataErasure,
    costs: (step.costs ?? []).map((warehouse) => ({
      warehouseId: warehouse.id,
      cost: Number(warehouse.$extras.pivot_cost),
    })),
  }
}

/** Refurb steps of part 1 §2 "Refurbishment", in the ra-data-json-server dialect. */
export default class RefurbStepsController {
  async index(ctx: HttpContext) {
    const query = tenancy.owned(RefurbStep.query(), ctx.actor).preload('costs')
    const rows = await paginateList(ctx, query, {
      accountColumn: 'refurb_steps.account_id',
      sortable: { name: 'refurb_steps.name', status: 'refurb_steps.status' },
      defaultSort: ['name', 'asc'],
      search: ['refurb_steps.name', 'refurb_steps.description'],
      filters: { stockId: (q, value) => q.where('refurb_steps.stock_id', Number(value)) },
    })
    return withAccountNames(rows.map(presentStep))
  }

  /** The account's stocks and workshops for the step form. */
  async formOptions({ actor }: HttpContext) {
    const stocks = await tenancy.stocks(Stock.query(), actor).orderBy('stocks.name')
    const warehouses = await tenancy
      .organizations(Organization.query(), actor)
      .where('organizations.type', 'warehouse')
      .orderBy('organizations.common_name')
    return {
      stocks: stocks.map(({ id, name }) => ({ id, name })),
      warehouses: warehouses.map(({ id, commonName }) => ({ id, commonName })),
    }
  }

  async show({ params, actor }: HttpContext) {
    return presentStep(await visibleStep(actor, params.id))
  }

  async store(ctx: HttpContext) {
    const { request, actor, response, i18n } = ctx
    const accountId = await targetAccountId(ctx)
    const fields = await request.validateUsing(refurbStepValidator, indexedFieldErrors())
    const step = await saveRefurbStep(accountId, fields, i18n)
    return response.created(presentStep(await visibleStep(actor, String(step.id))))
  }

  async update({ params, request, actor, i18n }: HttpContext) {
    const step = await visibleStep(actor, params.id)
    claimEdit(step, request.input('version'))
    const fields = await request.validateUsing(refurbStepValidator, indexedFieldErrors())
    await saveRefurbStep(step.accountId, fields, i18n, step)
    return presentStep(await visibleStep(actor, params.id))
  }

  async destroy({ params, actor }: HttpContext) {
    const step = await visibleStep(actor, params.id)
    await deleteRefurbStep(step)
    return presentStep(step)
  }
}
