import type { HttpContext } from '@adonisjs/core/http'
import PaymentMode from '#models/payment_mode'
import type { Actor } from '#services/actor'
import { tenancy } from '#services/tenancy/scopes'
import { paginateList } from '#services/list_query'
import { presentPaymentMode } from '#services/payment_mode_presenter'
import { paymentModeValidator } from '#validators/payment_mode'
import { createPaymentMode } from '#actions/payment_modes/create_payment_mode'
import { updatePaymentMode } from '#actions/payment_modes/update_payment_mode'
import { claimEdit } from '#services/concurrency'
import { targetAccountId } from '#services/tenancy/target_account'
import { paymentProviderChoices } from '#services/mode_choices'
import { withAccountNames } from '#services/account_names'

const visibleMode = (actor: Actor, id: string) =>
  tenancy.owned(PaymentMode.query(), actor).where('payment_modes.id', id).firstOrFail()

/** Payment modes of part 1 §2 "Payments", in the ra-data-json-server dialect. */
export default class PaymentModesController {
  async index(ctx: HttpContext) {
    const rows = await paginateList(ctx, tenancy.owned(PaymentMode.query(), ctx.actor), {
      accountColumn: 'payment_modes.account_id',
      sortable: {
        label: 'payment_modes.label',
        type: 'payment_modes.type',
        provider: 'payment_modes.provider',
        status: 'payment_modes.status',
      },
      defaultSort: ['label', 'asc'],
      search: ['payment_modes.label', 'payment_modes.provider'],
      filters: {
        type: (q, value) => q.whereIn('payment_modes.type', ([] as string[]).concat(value)),
        status: (q, value) => q.where('payment_modes.status', String(value)),
      },
    })
    return withAccountNames(rows.map((mode) => presentPaymentMode(mode, ctx.actor)))
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
