import type { HttpContext } from '@adonisjs/core/http'
import { indexedFieldErrors } from '#services/indexed_field_errors_reporter'
import { warehouseDispatchRuleValidator } from '#validators/warehouse_dispatch_rule'
import { saveWarehouseDispatchRule } from '#actions/warehouse_dispatch/save_warehouse_dispatch_rule'
import { deleteWarehouseDispatchRule } from '#actions/warehouse_dispatch/delete_warehouse_dispatch_rule'
import { claimEdit } from '#services/concurrency'
import { targetAccountId } from '#services/tenancy/target_account'
import { warehouseDispatchRuleList } from '#queries/warehouse_dispatch_rules/list'
import { visibleWarehouseDispatchRule as visibleRule } from '#queries/warehouse_dispatch_rules/show'
import { warehouseDispatchFormOptions } from '#queries/warehouse_dispatch_rules/form_options'
import {
  presentWarehouseDispatchRule as present,
  presentWarehouseDispatchRules,
} from '#presenters/warehouse_dispatch_rule'

/** Warehouse dispatch rules (`/warehouse-dispatch`), in the ra-data-json-server dialect. */
export default class WarehouseDispatchRulesController {
  async index(ctx: HttpContext) {
    return presentWarehouseDispatchRules(await warehouseDispatchRuleList(ctx))
  }

  /** The choices of the rule form: workshops, categories, catalogue brands, circuit codes and product states. */
  async formOptions({ actor }: HttpContext) {
    return warehouseDispatchFormOptions(actor)
  }

  async show({ params, actor }: HttpContext) {
    return present(await visibleRule(actor, params.id))
  }

  async store(ctx: HttpContext) {
    const { request, actor, response, i18n } = ctx
    const accountId = await targetAccountId(ctx)
    const fields = await request.validateUsing(warehouseDispatchRuleValidator, indexedFieldErrors())
    const rule = await saveWarehouseDispatchRule(accountId, fields, i18n)
    return response.created(present(await visibleRule(actor, rule.id)))
  }

  async update({ params, request, actor, i18n }: HttpContext) {
    const rule = await visibleRule(actor, params.id)
    claimEdit(rule, request.input('version'))
    const fields = await request.validateUsing(warehouseDispatchRuleValidator, indexedFieldErrors())
    await saveWarehouseDispatchRule(rule.accountId, fields, i18n, rule)
    return present(await visibleRule(actor, params.id))
  }

  async destroy({ params, actor }: HttpContext) {
    return present(await deleteWarehouseDispatchRule(await visibleRule(actor, params.id)))
  }
}
