import type { HttpContext } from '@adonisjs/core/http'
import WarehouseDispatchRule from '#models/warehouse_dispatch_rule'
import Organization from '#models/organization'
import Category from '#models/category'
import Product from '#models/product'
import { CIRCUIT_CODES } from '#models/circuit'
import type { Actor } from '#services/actor'
import { tenancy } from '#services/tenancy/scopes'
import { paginateList } from '#services/list_query'
import { withAccountNames } from '#services/account_names'
import { indexedFieldErrors } from '#services/indexed_field_errors_reporter'
import { warehouseDispatchRuleValidator } from '#validators/warehouse_dispatch_rule'
import {
  PRODUCT_STATES,
  saveWarehouseDispatchRule,
} from '#actions/warehouse_dispatch/save_warehouse_dispatch_rule'
import { claimEdit } from '#services/concurrency'
import { targetAccountId } from '#services/tenancy/target_account'

const withDetails = (actor: Actor) =>
  tenancy
    .owned(WarehouseDispatchRule.query(), actor)
    .preload('conditions', (query) => query.orderBy('id'))
    .preload('warehouses', (query) => query.orderBy('common_name'))

const visibleRule = (actor: Actor, id: string) =>
  withDetails(actor).where('warehouse_dispatch_rules.id', id).firstOrFail()

function presentRule(rule: WarehouseDispatchRule) {
  return {
    id: rule.id,
    accountId: rule.accountId,
    updatedAt: rule.updatedAt?.toISO() ?? null,
    version: rule.version,
    title: rule.title,
    position: rule.position,
    geographic: rule.geographic,
    status: rule.status,
    defaultWarehouseId: rule.defaultWarehouseId,
    destinationWarehouseIds: (rule.warehouses ?? []).map((warehouse) => warehouse.id),
    destinationWarehouses: (rule.warehouses ?? []).map(({ id, commonName }) => ({ id, commonName })),
    conditions: (rule.conditions ?? []).map(({ attribute, operator, values }) => ({
      attribute,
      operator,
      values,
    })),
  }
}

/** Warehouse dispatch rules (`/warehouse-dispatch`), in the ra-data-json-server dialect. */
export default class WarehouseDispatchRulesController {
  async index(ctx: HttpContext) {
    const rows = await paginateList(ctx, withDetails(ctx.actor), {
      accountColumn: 'warehouse_dispatch_rules.account_id',
      sortable: {
        position: 'warehouse_dispatch_rules.position',
        title: 'warehouse_dispatch_rules.title',
        status: 'warehouse_dispatch_rules.status',
      },
      defaultSort: ['position', 'asc'],
      search: ['warehouse_dispatch_rules.title'],
      filters: { status: (q, value) => q.where('warehouse_dispatch_rules.status', String(value)) },
    })
    return withAccountNames(rows.map(presentRule))
  }

  /** The choices of the rule form: workshops, categories, catalogue brands, circuit codes and product states. */
  async formOptions({ actor }: HttpContext) {
    const [warehouses, categories, brands] = await Promise.all([
      tenancy
        .organizations(Organization.query(), actor)
        .where('organizations.type', 'warehouse')
        .orderBy('organizations.common_name'),
      tenancy.owned(Category.query(), actor).select('id', 'label').orderBy('label'),
      tenancy
        .products(Product.query(), actor)
        .whereNotNull('products.brand')
        .distinct('products.brand')
        .orderBy('products.brand')
        .pojo<{ brand: string }>(),
    ])
    return {
      warehouses: warehouses.map(({ id, commonName }) => ({ id, commonName })),
      categories: categories.map(({ id, label }) => ({ id: String(id), label })),
      brands: brands.map((row) => row.brand),
      circuits: CIRCUIT_CODES,
      productStates: PRODUCT_STATES,
    }
  }

  async show({ params, actor }: HttpContext) {
    return presentRule(await visibleRule(actor, params.id))
  }

  async store(ctx: HttpContext) {
    const { request, actor, response, i18n } = ctx
    const accountId = await targetAccountId(ctx)
    const fields = await request.validateUsing(warehouseDispatchRuleValidator, indexedFieldErrors())
    const rule = await saveWarehouseDispatchRule(accountId, fields, i18n)
    return response.created(presentRule(await visibleRule(actor, String(rule.id))))
  }

  async update({ params, request, actor, i18n }: HttpContext) {
    const rule = await visibleRule(actor, params.id)
    claimEdit(rule, request.input('version'))
    const fields = await request.validateUsing(warehouseDispatchRuleValidator, indexedFieldErrors())
    await saveWarehouseDispatchRule(rule.accountId, fields, i18n, rule)
    return presentRule(await visibleRule(actor, params.id))
  }

  async destroy({ params, actor }: HttpContext) {
    const rule = await visibleRule(actor, params.id)
    await rule.delete()
    return presentRule(rule)
  }
}
