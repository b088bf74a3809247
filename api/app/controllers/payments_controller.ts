import type { HttpContext } from '@adonisjs/core/http'
import BusinessError from '#exceptions/business_error'
import { paymentPage, visiblePaymentRow } from '#queries/payments/list'
import { paymentHistory, visiblePayment } from '#queries/payments/history'
import { latestSepaFiles, visibleSepaFile } from '#queries/payments/sepa_files'
import { byBuyerFeature } from '#queries/payments/by_buyer'
import { presentOnePayment, presentPayments, presentSepaFile } from '#presenters/payment'
import { sepaFileXml } from '#services/payments/sepa'
import { relaunchPayment } from '#actions/payments/relaunch_payment'
import { relaunchPayments } from '#actions/payments/relaunch_payments'
import { markPaymentAsPaid } from '#actions/payments/mark_payment_as_paid'
import { buildSepaFile } from '#actions/payments/build_sepa_file'
import { confirmSepaFile } from '#actions/payments/confirm_sepa_file'
import { showIbanRequest } from '#actions/payments/show_iban_request'
import { giveIban } from '#actions/payments/give_iban'
import { bouncerOf } from '#policies/main'
import { ibanValidator, markAsPaidValidator, relaunchManyValidator } from '#validators/payments'
import { sendFile } from '#services/stored_files'

/** `/searchPayment`, the payment tab and the SEPA files, and the storefront's IBAN page. */
export default class PaymentsController {
  /**
   * Part 2 §7 `payment/account/{id}/by-buyer-feature-available`: whether the account's buy-backs may be paid
   * by their buyer (its root details' `buyerPaymentEnabled`). Only the caller's own account is found.
   */
  async byBuyerFeatureAvailable({ params, actor }: HttpContext) {
    return byBuyerFeature(actor, params.id)
  }

  async index(ctx: HttpContext) {
    return presentPayments(await paymentPage(ctx))
  }

  async show(ctx: HttpContext) {
    const payment = await visiblePaymentRow(ctx.actor, ctx.params.id)
    await bouncerOf(ctx.actor).with('PaymentPolicy').authorize('view', payment)
    return presentOnePayment(payment)
  }

  /** `GET /api/payments/:id/history`: the payment's moves, oldest first. */
  async history({ params, actor }: HttpContext) {
    const payment = await visiblePayment(actor, params.id)
    await bouncerOf(actor).with('PaymentPolicy').authorize('viewHistory', payment)
    return paymentHistory(payment)
  }

  async relaunch(ctx: HttpContext) {
    await relaunchPayment(ctx.actor, Number(ctx.params.id))
    return this.show(ctx)
  }

  /** `POST /api/payments/relaunch { ids }`: each relaunched or refused with its reason. */
  async relaunchMany({ request, actor, i18n }: HttpContext) {
    const { ids } = await request.validateUsing(relaunchManyValidator)
    const { relaunched, refused } = await relaunchPayments(actor, ids)
    return {
      relaunched,
      refused: refused.map((one) => ({ ...one, message: i18n.t(`errors.${one.code}`) })),
    }
  }

  async markAsPaid(ctx: HttpContext) {
    const { info, version } = await ctx.request.validateUsing(markAsPaidValidator)
    await markPaymentAsPaid(ctx.actor, Number(ctx.params.id), info || null, version)
    return this.show(ctx)
  }

  async sepaFiles({ actor }: HttpContext) {
    return (await latestSepaFiles(actor)).map(presentSepaFile)
  }

  /** `POST /api/payments/sepa-files`: the caller's account's file, now. */
  async buildSepaFile({ actor, response }: HttpContext) {
    const file = await buildSepaFile(actor.accountId, actor)
    if (!file) throw new BusinessError('sepa_nothing_to_pay', 409)
    return response.created(presentSepaFile(file))
  }

  async downloadSepaFile({ params, actor, response }: HttpContext) {
    const file = await visibleSepaFile(actor, params.id)
    return sendFile(response, {
      body: await sepaFileXml(file),
      contentType: 'application/xml; charset=utf-8',
      fileName: `${file.messageId}.xml`,
    })
  }

  async confirmSepaFile({ params, actor }: HttpContext) {
    return presentSepaFile(await confirmSepaFile(actor, Number(params.id)))
  }

  /** Storefront: `GET /api/payment-iban/:token`. */
  async ibanRequest({ params }: HttpContext) {
    return showIbanRequest(String(params.token))
  }

  /** Storefront: `POST /api/payment-iban/:token { iban, holder }`. */
  async giveIban({ params, request }: HttpContext) {
    const { iban, holder } = await request.validateUsing(ibanValidator)
    await giveIban(String(params.token), iban, holder)
    return { ok: true }
  }
}
