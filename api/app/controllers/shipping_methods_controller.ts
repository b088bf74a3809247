import type { HttpContext } from '@adonisjs/core/http'
import ShippingMethod from '#models/shipping_method'
import type { Actor } from '#services/actor'
import { tenancy } from '#services/tenancy/scopes'
import { paginateList } from '#services/list_query'
import { shippingMethodValidator } from '#validators/shipping_method'
import { saveShippingMethod } from '#actions/shipping_methods/save_shipping_method'
import { claimEdit } from '#services/concurrency'
import { targetAccountId } from '#services/tenancy/target_account'

const visibleMethod = (actor: Actor, id: string) =>
  tenancy
    .owned(ShippingMethod.query(), actor)
    .where('shipping_methods.id', id)
    .preload('paymentModes')
    .firstOrFail()

function presentMethod(method: ShippingMethod) {
  return {
    id: method.id,
    accountId: method.accountId,
    updatedAt: method.updatedAt?.toISO() ?? null,
    version: method.version,
    channel: method.channel,
    type: method.type,
    description: method.description,
    modifier: {
      type: method.modifierType,
      value: method.modifierValue,
      cappedAmount: method.modifierCappedAmount,
    },
    countries: method.countries,
    deposits: method.deposits,
    paymentModeIds: (method.paymentModes ?? []).map((mode) => mode.id),
    status: method.status,
  }
}

/** Shipping methods (transport modes) of part 1 §3, in the ra-data-json-server dialect. */
export default class ShippingMethodsController {
  async index(ctx: HttpContext) {
    const query = tenancy.owned(ShippingMethod.query(), ctx.actor).preload('paymentModes')
    const rows = await paginateList(ctx, query, {
      sortable: { type: 'shipping_methods.type', channel: 'shipping_methods.channel' },
      defaultSort: ['type', 'asc'],
      search: ['shipping_methods.type', 'shipping_methods.description'],
      filters: { channel: (q, value) => q.where('shipping_methods.channel', String(value)) },
    })
    return rows.map(presentMethod)
  }

  async show({ params, actor }: HttpContext) {
    return presentMethod(await visibleMethod(actor, params.id))
  }

  async store(ctx: HttpContext) {
    const { request, actor, response, i18n } = ctx
    const accountId = await targetAccountId(ctx)
    const fields = await request.validateUsing(shippingMethodValidator)
    const method = await saveShippingMethod(accountId, fields, i18n)
    return response.created(presentMethod(await visibleMethod(actor, String(method.id))))
  }

  async update({ params, request, actor, i18n }: HttpContext) {
    const method = await visibleMethod(actor, params.id)
    claimEdit(method, request.input('version'))
    const fields = await request.validateUsing(shippingMethodValidator)
    await saveShippingMethod(method.accountId, fields, i18n, method)
    return presentMethod(await visibleMethod(actor, params.id))
  }
}
