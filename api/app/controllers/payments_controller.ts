import type { HttpContext } from '@adonisjs/core/http'
import Account from '#models/account'
import { tenancy } from '#services/tenancy/scopes'
import { statusHistory } from '#services/status_history'
import BusinessError from '#exceptions/business_error'
import { paginateList } from '#services/list_query'
import { visiblePayments } from '#queries/payments/visible_payments'
import { paymentRows, paymentsList } from '#services/payments/list'
import { presentOnePayment, presentPayments, presentSepaFile } from '#services/payments/presenter'
import { sepaFileXml, visibleSepaFiles } from '#services/payments/sepa'
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
    const account = await tenancy
      .owned(Account.query(), actor, 'accounts.id')
      .where('accounts.id', Number(params.id))
      .whereNull('accounts.deleted_at')
      .preload('rootDetail')
      .firstOrFail()
    return { accountId: account.id, available: Boolean(account.rootDetail?.buyerPaymentEnabled) }
  }

  async index(ctx: HttpContext) {
    return presentPayments(await paginateList(ctx, paymentRows(ctx.actor), paymentsList(ctx.actor)))
  }

  async show(ctx: HttpContext) {
    const payment = await paymentRows(ctx.actor).where('payments.id', Number(ctx.params.id)).firstOrFail()
    await bouncerOf(ctx.actor).with('PaymentPolicy').authorize('view', payment)
    return presentOnePayment(payment)
  }

  /** `GET /api/payments/:id/history`: the payment's moves, oldest first. */
  async history({ params, actor }: HttpContext) {
    const payment = await visiblePayments(actor).where('payments.id', Number(params.id)).firstOrFail()
    await bouncerOf(actor).with('PaymentPolicy').authorize('viewHistory', payment)
    return statusHistory({ subject: 'payment', id: payment.id })
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
    const files = await visibleSepaFiles(actor).orderBy('created_at', 'desc').limit(100)
    return files.map(presentSepaFile)
  }

  /** `POST /api/payments/sepa-files`: the caller's account's file, now. */
  async buildSepaFile({ actor, response }: HttpContext) {
    const file = await buildSepaFile(actor.accountId, actor)
    if (!file) throw new BusinessError('sepa_nothing_to_pay', 409)
    return response.created(presentSepaFile(file))
  }

  async downloadSepaFile({ params, actor, response }: HttpContext) {
    const file = await visibleSepaFiles(actor).where('id', Number(params.id)).firstOrFail()
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
