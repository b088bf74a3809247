import type { HttpContext } from '@adonisjs/core/http'
import PaymentMode from '#models/payment_mode'
import { tenancy } from '#services/tenancy/scopes'
import { paginateList } from '#services/list_query'

/** A page of the payment modes (part 1 §2 "Payments"): sorted, searched, filtered by type and status. */
export const paymentModeList = (ctx: HttpContext) =>
  paginateList(ctx, tenancy.owned(PaymentMode.query(), ctx.actor), {
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
