import type { HttpContext } from '@adonisjs/core/http'
import { indexedFieldErrors } from '#services/indexed_field_errors_reporter'
import { dispatchCircuitRuleValidator } from '#validators/dispatch_circuit_rule'
import { saveDispatchCircuitRule } from '#actions/dispatch_circuit_rules/save_dispatch_circuit_rule'
import { deleteDispatchCircuitRule } from '#actions/dispatch_circuit_rules/delete_dispatch_circuit_rule'
import { claimEdit } from '#services/concurrency'
import { targetAccountId } from '#services/tenancy/target_account'
import { dispatchCircuitRuleList } from '#queries/dispatch_circuit_rules/list'
import { visibleDispatchCircuitRule } from '#queries/dispatch_circuit_rules/show'
import {
  presentDispatchCircuitRule as present,
  presentDispatchCircuitRules,
} from '#presenters/dispatch_circuit_rule'

/** Dispatch circuit rules (part 2 §7 `GET dispatch-circuit-rules`): which circuit serves which categories. */
export default class DispatchCircuitRulesController {
  async index(ctx: HttpContext) {
    return presentDispatchCircuitRules(await dispatchCircuitRuleList(ctx))
  }

  async show({ params, actor }: HttpContext) {
    return present(await visibleDispatchCircuitRule(actor, params.id))
  }

  async store(ctx: HttpContext) {
    const { request, actor, response, i18n } = ctx
    const accountId = await targetAccountId(ctx)
    const fields = await request.validateUsing(dispatchCircuitRuleValidator, indexedFieldErrors())
    const rule = await saveDispatchCircuitRule(accountId, fields, i18n)
    return response.created(present(await visibleDispatchCircuitRule(actor, rule.id)))
  }

  async update({ params, request, actor, i18n }: HttpContext) {
    const rule = await visibleDispatchCircuitRule(actor, params.id)
    claimEdit(rule, request.input('version'))
    const fields = await request.validateUsing(dispatchCircuitRuleValidator, indexedFieldErrors())
    await saveDispatchCircuitRule(rule.accountId, fields, i18n, rule)
    return present(await visibleDispatchCircuitRule(actor, params.id))
  }

  async destroy({ params, actor }: HttpContext) {
    const rule = await visibleDispatchCircuitRule(actor, params.id)
    return present(await deleteDispatchCircuitRule(rule))
  }
}
