import BusinessError from '#exceptions/business_error'
import { relaunchPayment } from '#actions/payments/relaunch_payment'
import type { Actor } from '#services/actor'

/**
 * `POST /api/payments/relaunch { ids }`: each payment relaunched on its own (relaunch_payment.ts), or
 * refused with the code of its reason; one refusal stops none of the others.
 */
export async function relaunchPayments(actor: Actor, ids: number[]) {
  const relaunched: number[] = []
  const refused: { id: number; code: string }[] = []
  for (const id of [...new Set(ids)]) {
    try {
      await relaunchPayment(actor, id)
      relaunched.push(id)
    } catch (error) {
      refused.push({ id, code: error instanceof BusinessError ? error.code : 'not_found' })
    }
  }
  return { relaunched, refused }
}
