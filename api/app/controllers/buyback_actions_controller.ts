import type { HttpContext } from '@adonisjs/core/http'
import { visibleBuyback } from '#services/buybacks/scope'
import { buybackNow, itemOfBuyback } from '#queries/buybacks/after_action'
import { callerStore } from '#queries/buybacks/caller_store'
import { cancelBuybackValidator } from '#validators/cancel_buyback'
import {
  bookShippingLabelValidator,
  declareLostValidator,
  updateBuybackValidator,
} from '#validators/buyback_actions'
import { cancelBuyback } from '#actions/buybacks/cancel_buyback'
import { declareItemLost } from '#actions/buybacks/declare_item_lost'
import { receiveAtStore } from '#actions/buybacks/receive_at_store'
import { updateBuyback } from '#actions/buybacks/update_buyback'
import { resendProposal } from '#actions/litigation/resend_proposal'
import { bookShippingLabel } from '#actions/buybacks/book_shipping_label'

/**
 * The actions on one buy-back the caller sees (part 1 §4 "Buyback actions"); who may take each is the
 * policies' to say (app/policies/buyback_policy.ts), what its state allows the status machine's.
 */
export default class BuybackActionsController {
  /** `POST /api/buybacks/:id/cancel`: reason, comment, and `force` when the payment cannot be cancelled. */
  async cancel({ params, request, actor }: HttpContext) {
    const buyback = await visibleBuyback(actor, params.id)
    const fields = await request.validateUsing(cancelBuybackValidator)
    await cancelBuyback(actor, buyback, fields)
    const cancelled = await buybackNow(buyback.id)
    return { id: cancelled.id, status: cancelled.status, cancelReason: cancelled.cancelReason }
  }

  /** `POST /api/buybacks/:id/lost`: the item lost at the store, in transport or at the workshop. */
  async lost({ params, request, actor }: HttpContext) {
    const buyback = await visibleBuyback(actor, params.id)
    await declareItemLost(actor, buyback, await request.validateUsing(declareLostValidator))
    const item = await itemOfBuyback(buyback.id)
    return { id: buyback.id, item: { identificationNumber: item.identificationNumber, status: item.status } }
  }

  /** `POST /api/buybacks/:id/dispute-mail`: the litigation proposal sent again (202: the mail is queued). */
  async disputeMail({ params, actor, response }: HttpContext) {
    await resendProposal(await visibleBuyback(actor, params.id), actor)
    return response.status(202).send({ queued: true })
  }

  /** `POST /api/buybacks/:id/shipping-label`: the label booked again (`address`: the one corrected). */
  async shippingLabel({ params, request, actor }: HttpContext) {
    const buyback = await visibleBuyback(actor, params.id)
    await bookShippingLabel(actor, buyback, await request.validateUsing(bookShippingLabelValidator))
    const booked = await buybackNow(buyback.id)
    return { id: booked.id, trackingNumber: booked.trackingNumber, labelRefusal: null }
  }

  /** `POST /api/store/:storeId/buybacks/:id/finalize`: a pre-declared buy-back handed in at the store. */
  async finalize({ params, actor }: HttpContext) {
    const store = await callerStore(actor, params.storeId)
    const buyback = await visibleBuyback(actor, params.id)
    await receiveAtStore(actor, buyback, store.id)
    const received = await buybackNow(buyback.id)
    return { id: received.id, status: received.status, storeId: received.storeId }
  }

  /** `PATCH /api/buybacks/:id`: IMEI, serial number, external code and comment, with the form's `version`. */
  async update({ params, request, actor }: HttpContext) {
    const visible = await visibleBuyback(actor, params.id)
    const updated = await updateBuyback(
      actor,
      visible.id,
      await request.validateUsing(updateBuybackValidator)
    )
    return {
      id: updated.id,
      imei: updated.imei,
      serialNumber: updated.serialNumber,
      externalCode: updated.externalCode,
      comment: updated.comment,
      updatedAt: updated.updatedAt.toISO(),
      version: updated.version,
    }
  }
}
