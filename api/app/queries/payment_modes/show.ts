import PaymentMode from '#models/payment_mode'
import type { Actor } from '#services/actor'
import { tenancy } from '#services/tenancy/scopes'

/** One payment mode the caller sees; 404 otherwise. */
export const visiblePaymentMode = (actor: Actor, id: string | number) =>
  tenancy.owned(PaymentMode.query(), actor).where('payment_modes.id', id).firstOrFail()
