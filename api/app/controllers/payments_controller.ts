import type { HttpContext } from '@adonisjs/core/http'
import { statusHistory } from '#services/status_history'
import type Payment from '#models/payment'
import BusinessError from '#exceptions/business_error'
import { paginateList } from '#services/list_query'
import { visiblePayments } from '#services/payments/payments'
import { sepaFileXml, visibleSepaFiles } from '#services/payments/sepa'
import { relaunchPayment } from '#actions/payments/relaunch_payment'
import { markPaymentAsPaid } from '#actions/payments/mark_payment_as_paid'
import { buildSepaFile } from '#actions/payments/build_sepa_file'
import { confirmSepaFile } from '#actions/payments/confirm_sepa_file'
import { showIbanRequest } from '#actions/payments/show_iban_request'
import { giveIban } from '#actions/payments/give_iban'
import type SepaFile from '#models/sepa_file'
import { bouncerOf } from '#policies/main'
import { ibanValidator, markAsPaidValidator, relaunchManyValidator } from '#validators/payments'
import { sendFile } from '#services/stored_files'
import { sandboxPaidOf } from '#services/payments/providers'

/** `/searchPayment` and the payment tab (issue 19): the payments the caller sees, relaunched or marked as paid. */
function paymentsQuery(ctx: HttpContext) {
  return visiblePayments(ctx.actor)
    .leftJoin('customers', 'customers.id', 'buybacks.customer_id')
    .leftJoin('payment_modes', 'payment_modes.id', 'payments.payment_mode_id')
    .join('accounts', 'accounts.id', 'buybacks.account_id')
    .leftJoin('sepa_files', 'sepa_files.id', 'payments.sepa_file_id')
    .select(
      'buybacks.identification_number as buyback_number',
      'customers.firstname as customer_firstname',
      'customers.lastname as customer_lastname',
      'customers.email as customer_email',
      'payment_modes.type as mode_type',
      'payment_modes.label as mode_label',
      'accounts.currency as currency',
      'accounts.id as account_id',
      'sepa_files.message_id as sepa_message_id'
    )
}

const sandboxKey = (row: Payment) => ({
  accountId: Number(row.$extras.account_id),
  type: String(row.$extras.mode_type ?? 'manual'),
})

function present(row: Payment, sandbox = false) {
  const extra = row.$extras
  const type = extra.mode_type ?? 'manual'
  return {
    id: row.id,
    version: row.version,
    status: row.status,
    amount: row.amount,
    currency: extra.currency,
    type,
    provider: row.provider,
    /** The mode's name as the client calls it (the buy-back shows the same). */
    modeLabel: extra.mode_label ?? null,
    /** Paid by the embedded sandbox: no active configuration of its kind (DESIGN.md §7). */
    sandbox,
    buyback: { id: row.buybackId, identificationNumber: extra.buyback_number },
    customer: {
      name: [extra.customer_firstname, extra.customer_lastname].filter(Boolean).join(' '),
      email: extra.customer_email,
    },
    createdAt: row.createdAt.toISO(),
    updatedAt: row.updatedAt.toISO(),
    paidAt: row.paidAt?.toISO() ?? null,
    failureReason: row.failureReason,
    failureDetail: row.failureDetail,
    attempts: row.attempts,
    canRelaunch: row.status === 'payment_failed',
    canMarkAsPaid: type === 'manual' && row.status === 'awaiting_payment',
    manualPaymentInfo: row.manualPaymentInfo,
    sepaFile: row.sepaFileId ? { id: row.sepaFileId, messageId: extra.sepa_message_id } : null,
  }
}

const presentFile = (file: SepaFile) => ({
  id: file.id,
  messageId: file.messageId,
  paymentCount: file.paymentCount,
  totalAmount: Number(file.totalAmount),
  currency: file.currency,
  createdAt: file.createdAt.toISO(),
  confirmedAt: file.confirmedAt?.toISO() ?? null,
  sentAt: file.sentAt?.toISO() ?? null,
  bankReference: file.bankReference,
})

export default class PaymentsController {
  async index(ctx: HttpContext) {
    const rows = await paginateList(ctx, paymentsQuery(ctx), {
      sortable: {
        createdAt: 'payments.created_at',
        updatedAt: 'payments.updated_at',
        amount: 'payments.amount',
        status: 'payments.status',
      },
      defaultSort: ['createdAt', 'desc'],
      search: (query, q) =>
        query.where((any) => {
          any
            .where('buybacks.identification_number', q)
            .orWhere('customers.email', 'like', `%${q}%`)
            .orWhere('customers.lastname', 'like', `%${q}%`)
            .orWhere('customers.firstname', 'like', `%${q}%`)
        }),
      filters: {
        status: (query, value) => query.whereIn('payments.status', ([] as string[]).concat(value)),
        type: (query, value) => query.whereIn('payment_modes.type', ([] as string[]).concat(value)),
        createdFrom: (query, value) => query.where('payments.created_at', '>=', `${value} 00:00:00`),
        createdTo: (query, value) => query.where('payments.created_at', '<=', `${value} 23:59:59`),
      },
    })
    const sandboxPaid = await sandboxPaidOf(rows.map(sandboxKey))
    return rows.map((row) => present(row, sandboxPaid(sandboxKey(row))))
  }

  async show(ctx: HttpContext) {
    const payment = await paymentsQuery(ctx).where('payments.id', Number(ctx.params.id)).firstOrFail()
    await bouncerOf(ctx.actor).with('PaymentPolicy').authorize('view', payment)
    return present(payment, (await sandboxPaidOf([sandboxKey(payment)]))(sandboxKey(payment)))
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
    const relaunched: number[] = []
    const refused: { id: number; code: string; message: string }[] = []
    for (const id of [...new Set(ids)]) {
      try {
        await relaunchPayment(actor, id)
        relaunched.push(id)
      } catch (error) {
        const code = error instanceof BusinessError ? error.code : 'not_found'
        refused.push({ id, code, message: i18n.t(`errors.${code}`) })
      }
    }
    return { relaunched, refused }
  }

  async markAsPaid(ctx: HttpContext) {
    const { info, version } = await ctx.request.validateUsing(markAsPaidValidator)
    await markPaymentAsPaid(ctx.actor, Number(ctx.params.id), info || null, version)
    return this.show(ctx)
  }

  async sepaFiles({ actor }: HttpContext) {
    const files = await visibleSepaFiles(actor).orderBy('created_at', 'desc').limit(100)
    return files.map(presentFile)
  }

  /** `POST /api/payments/sepa-files`: the caller's account's file, now. */
  async buildSepaFile({ actor, response }: HttpContext) {
    const file = await buildSepaFile(actor.accountId, actor)
    if (!file) throw new BusinessError('sepa_nothing_to_pay', 409)
    return response.created(presentFile(file))
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
    return presentFile(await confirmSepaFile(actor, Number(params.id)))
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
