import db from '@adonisjs/lucid/services/db'
import { visiblePayments } from '#queries/payments/visible_payments'
import type { HttpContext } from '@adonisjs/core/http'
import { paginateList, type ListOptions } from '#services/list_query'
import type { Actor } from '#services/actor'
import { customerNameSql, refuseCustomerSearch, seesCustomers } from '#services/tenancy/customer_view'

/**
 * `/searchPayment` and the payment tab: the payments the caller sees, with the names beside each
 * row (its buy-back, customer, payment mode, account currency and SEPA file), filtered, sorted and paged on
 * the server. The details of one payment read the same row (presenters/payment.ts shows both).
 */
export function paymentRows(actor: Actor) {
  // A buyer reads the initials, no e-mail (docs/decisions/0003-buyer-visibility.md).
  const whole = seesCustomers(actor)
  return visiblePayments(actor)
    .leftJoin('customers', 'customers.id', 'buybacks.customer_id')
    .leftJoin('payment_modes', 'payment_modes.id', 'payments.payment_mode_id')
    .join('accounts', 'accounts.id', 'buybacks.account_id')
    .leftJoin('sepa_files', 'sepa_files.id', 'payments.sepa_file_id')
    .select(
      'buybacks.identification_number as buyback_number',
      db.raw(`${customerNameSql(actor)} as customer_name`),
      whole ? 'customers.email as customer_email' : db.raw('NULL as customer_email'),
      'payment_modes.type as mode_type',
      'payment_modes.label as mode_label',
      'accounts.currency as currency',
      'accounts.id as account_id',
      'sepa_files.message_id as sepa_message_id'
    )
}

export type PaymentQuery = ReturnType<typeof paymentRows>

const list = (value: string | string[]) => ([] as string[]).concat(value)

/** A buy-back number typed in full, or part of the customer's e-mail or name (not for a buyer). */
function search(query: PaymentQuery, q: string, actor: Actor) {
  if (!/^\d+$/.test(q)) refuseCustomerSearch(actor)
  if (!seesCustomers(actor)) return query.where('buybacks.identification_number', q)
  query.where((any) => {
    any
      .where('buybacks.identification_number', q)
      .orWhere('customers.email', 'like', `%${q}%`)
      .orWhere('customers.lastname', 'like', `%${q}%`)
      .orWhere('customers.firstname', 'like', `%${q}%`)
  })
}

export const paymentsList = (actor: Actor): ListOptions<PaymentQuery> => ({
  sortable: {
    createdAt: 'payments.created_at',
    updatedAt: 'payments.updated_at',
    amount: 'payments.amount',
    status: 'payments.status',
  },
  defaultSort: ['createdAt', 'desc'],
  search: (query, q) => search(query, q, actor),
  filters: {
    status: (query, value) => query.whereIn('payments.status', list(value)),
    type: (query, value) => query.whereIn('payment_modes.type', list(value)),
    createdFrom: (query, value) => query.where('payments.created_at', '>=', `${value} 00:00:00`),
    createdTo: (query, value) => query.where('payments.created_at', '<=', `${value} 23:59:59`),
  },
})

/** A page of `/searchPayment` or of a buy-back's payment tab. */
export const paymentPage = (ctx: HttpContext) =>
  paginateList(ctx, paymentRows(ctx.actor), paymentsList(ctx.actor))

/** One payment the caller sees, read as a row of the list; 404 otherwise. */
export const visiblePaymentRow = (actor: Actor, id: unknown) =>
  paymentRows(actor).where('payments.id', Number(id)).firstOrFail()
