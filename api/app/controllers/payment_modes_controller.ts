import type { HttpContext } from '@adonisjs/core/http'
import { paymentModeValidator } from '#validators/payment_mode'
import { createPaymentMode } from '#actions/payment_modes/create_payment_mode'
import { updatePaymentMode } from '#actions/payment_modes/update_payment_mode'
import { claimEdit } from '#services/concurrency'
import { targetAccountId } from '#services/tenancy/target_account'
import { paymentProviderChoices } from '#services/mode_choices'
import { paymentModeList } from '#queries/payment_modes/list'
import { visiblePaymentMode as visibleMode } from '#queries/payment_modes/show'
import { presentPaymentMode, presentPaymentModes } from '#presenters/payment_mode'

/** Payment modes of part 1 §2 "Payments", in the ra-data-json-server dialect. */
export default class PaymentModesController {
  async index(ctx: HttpContext) {
    return presentPaymentModes(await paymentModeList(ctx), ctx.actor)
  }

  async show({ params, actor }: HttpContext) {
    return presentPaymentMode(await visibleMode(actor, params.id), actor)
  }

  /** The providers a payment mode may name, for the account (`?accountId=` for a super admin). */
  async providers(ctx: HttpContext) {
    return paymentProviderChoices(await targetAccountId(ctx), ctx.i18n)
  }

  async store(ctx: HttpContext) {
    const { request, actor, response } = ctx
    const accountId = await targetAccountId(ctx)
    const fields = await request.validateUsing(paymentModeValidator)
    return response.created(presentPaymentMode(await createPaymentMode(accountId, fields), actor))
  }

  async update({ params, request, actor }: HttpContext) {
    const mode = await visibleMode(actor, params.id)
    claimEdit(mode, request.input('version'))
    const fields = await request.validateUsing(paymentModeValidator)
    return presentPaymentMode(await updatePaymentMode(mode, fields), actor)
  }
}
