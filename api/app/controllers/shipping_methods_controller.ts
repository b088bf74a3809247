import type { HttpContext } from '@adonisjs/core/http'
import { shippingMethodValidator } from '#validators/shipping_method'
import { saveShippingMethod } from '#actions/shipping_methods/save_shipping_method'
import { claimEdit } from '#services/concurrency'
import { targetAccountId } from '#services/tenancy/target_account'
import { shippingTypeChoices } from '#services/mode_choices'
import { shippingMethodList } from '#queries/shipping_methods/list'
import { visibleShippingMethod as visibleMethod } from '#queries/shipping_methods/show'
import { presentShippingMethod as present, presentShippingMethods } from '#presenters/shipping_method'

/** Shipping methods (transport modes) of part 1 §3, in the ra-data-json-server dialect. */
export default class ShippingMethodsController {
  async index(ctx: HttpContext) {
    return presentShippingMethods(await shippingMethodList(ctx))
  }

  async show({ params, actor }: HttpContext) {
    return present(await visibleMethod(actor, params.id))
  }

  /** The types a transport mode may name, for the account (`?accountId=` for a super admin). */
  async types(ctx: HttpContext) {
    return shippingTypeChoices(await targetAccountId(ctx), ctx.i18n)
  }

  async store(ctx: HttpContext) {
    const { request, actor, response, i18n } = ctx
    const accountId = await targetAccountId(ctx)
    const fields = await request.validateUsing(shippingMethodValidator)
    const method = await saveShippingMethod(accountId, fields, i18n)
    return response.created(present(await visibleMethod(actor, method.id)))
  }

  async update({ params, request, actor, i18n }: HttpContext) {
    const method = await visibleMethod(actor, params.id)
    claimEdit(method, request.input('version'))
    const fields = await request.validateUsing(shippingMethodValidator)
    await saveShippingMethod(method.accountId, fields, i18n, method)
    return present(await visibleMethod(actor, params.id))
  }
}
