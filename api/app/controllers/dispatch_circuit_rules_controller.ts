import type { HttpContext } from '@adonisjs/core/http'
import DispatchCircuitRule from '#models/dispatch_circuit_rule'
import type { Actor } from '#services/actor'
import { tenancy } from '#services/tenancy/scopes'
import { paginateList } from '#services/list_query'
import { withAccountNames } from '#services/account_names'
import { indexedFieldErrors } from '#services/indexed_field_errors_reporter'
import { dispatchCircuitRuleValidator } from '#validators/dispatch_circuit_rule'
import { saveDispatchCircuitRule } from '#actions/dispatch_circuit_rules/save_dispatch_circuit_rule'
import { claimEdit } from '#services/concurrency'
import { targetAccountId } from '#services/tenancy/target_account'

const withDetails = (actor: Actor) =>
  tenancy
    .owned(DispatchCircuitRule.query(), actor)
    .preload('circuit')
    .preload('categories', (query) => query.orderBy('label'))

const visibleRule = (actor: Actor, id: string) =>
  withDetails(actor).where('dispatch_circuit_rules.id', id).firstOrFail()

function presentRule(rule: DispatchCircuitRule) {
  return {
    id: rule.id,
    accountId: rule.accountId,
    updatedAt: rule.updatedAt?.toISO() ?? null,
    version: rule.version,
    circuitId: rule.circuitId,
    circuit: rule.circuit
      ? {
          id: rule.circuit.id,
          code: rule.circuit.code,
          name: rule.circuit.name,
          channel: rule.circuit.channel,
        }
      : null,
    description: rule.description,
    terms: rule.terms,
    traceabilityEnabled: rule.traceabilityEnabled,
    status: rule.status,
    highlightedInstruction: rule.highlightedInstruction,
    eligibleCountries: rule.eligibleCountries,
    customValues: rule.customValues,
    instructions: [...rule.instructions]
      .sort((a, b) => a.sequence - b.sequence)
      .map(({ label, type }) => ({ label, type })),
    categoryIds: (rule.categories ?? []).map((category) => category.id),
    categoryLabels: (rule.categories ?? []).map((category) => category.label),
  }
}

/** Dispatch circuit rules (part 2 §7 `GET dispatch-circuit-rules`): which circuit serves which categories. */
export default class DispatchCircuitRulesController {
  async index(ctx: HttpContext) {
    const rows = await paginateList(ctx, withDetails(ctx.actor), {
      accountColumn: 'dispatch_circuit_rules.account_id',
      sortable: {
        id: 'dispatch_circuit_rules.id',
        status: 'dispatch_circuit_rules.status',
        description: 'dispatch_circuit_rules.description',
      },
      defaultSort: ['id', 'asc'],
      search: ['dispatch_circuit_rules.description'],
      filters: {
        status: (q, value) => q.where('dispatch_circuit_rules.status', String(value)),
        circuitId: (q, value) => q.where('dispatch_circuit_rules.circuit_id', Number(value)),
      },
    })
    return withAccountNames(rows.map(presentRule))
  }

  async show({ params, actor }: HttpContext) {
    return presentRule(await visibleRule(actor, params.id))
  }

  async store(ctx: HttpContext) {
    const { request, actor, response, i18n } = ctx
    const accountId = await targetAccountId(ctx)
    const fields = await request.validateUsing(dispatchCircuitRuleValidator, indexedFieldErrors())
    const rule = await saveDispatchCircuitRule(accountId, fields, i18n)
    return response.created(presentRule(await visibleRule(actor, String(rule.id))))
  }

  async update({ params, request, actor, i18n }: HttpContext) {
    const rule = await visibleRule(actor, params.id)
    claimEdit(rule, request.input('version'))
    const fields = await request.validateUsing(dispatchCircuitRuleValidator, indexedFieldErrors())
    await saveDispatchCircuitRule(rule.accountId, fields, i18n, rule)
    return presentRule(await visibleRule(actor, params.id))
  }

  async destroy({ params, actor }: HttpContext) {
    const rule = await visibleRule(actor, params.id)
    await rule.delete()
    return presentRule(rule)
  }
}
