import ShippingMethod from '#models/shipping_method'
import type { Actor } from '#services/actor'
import { tenancy } from '#services/tenancy/scopes'

/** One shipping method the caller sees, with its payment modes; 404 otherwise. */
export const visibleShippingMethod = (actor: Actor, id: string | number) =>
  tenancy
    .owned(ShippingMethod.query(), actor)
    .where('shipping_methods.id', id)
    .preload('paymentModes')
    .firstOrFail()
