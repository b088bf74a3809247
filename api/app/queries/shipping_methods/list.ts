import type { HttpContext } from '@adonisjs/core/http'
import ShippingMethod from '#models/shipping_method'
import { tenancy } from '#services/tenancy/scopes'
import { paginateList } from '#services/list_query'

/** A page of the shipping methods (part 1 §3), each with its payment modes. */
export const shippingMethodList = (ctx: HttpContext) =>
  paginateList(ctx, tenancy.owned(ShippingMethod.query(), ctx.actor).preload('paymentModes'), {
    accountColumn: 'shipping_methods.account_id',
    sortable: { type: 'shipping_methods.type', channel: 'shipping_methods.channel' },
    defaultSort: ['type', 'asc'],
    search: ['shipping_methods.type', 'shipping_methods.description'],
    filters: { channel: (q, value) => q.where('shipping_methods.channel', String(value)) },
  })
