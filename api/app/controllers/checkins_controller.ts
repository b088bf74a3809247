import type { HttpContext } from '@adonisjs/core/http'
import { checkinValidator } from '#validators/checkin'
import { checkIn } from '#actions/checkin/check_in'
import { resolveCheckin } from '#services/checkin/resolve'
import { presentBuybacksForCheckin, presentForCheckin } from '#presenters/checkin'
import { checkinBuyback, labelledItem } from '#queries/checkins/lookups'
import { renderItemLabel } from '#services/documents/item_label'
import { sendFile } from '#services/stored_files'
import BusinessError from '#exceptions/business_error'
import { isBuybackCode } from '#domain/identifiers'
import { BOUNDS } from '#domain/bounds'

/** The workshop's check-in (part 1 §2 "Warehouse", `/warehouse/checkin`), scoped to the caller's workshop. */
export default class CheckinsController {
  /**
   * `GET /api/buybacks/by-identification-number/:number`: one buy-back the caller sees, as the check-in
   * screen shows it; 404 for a number outside the caller's scope, whether it exists or not; 422
   * `buyback_code_length` for a number that cannot be a buy-back code (part 2 §8 "code length").
   */
  async byIdentificationNumber({ params, actor, i18n }: HttpContext) {
    if (!isBuybackCode(String(params.number))) {
      throw new BusinessError('buyback_code_length', 422, { length: BOUNDS.buybackCode.length })
    }
    const buyback = await checkinBuyback(actor, String(params.number))
    const [view] = await presentBuybacksForCheckin([buyback], i18n.locale)
    return view
  }

  /**
   * `GET /api/warehouse/checkins/:code`: what a scanned code would check in, or the refusal the
   * confirmation would meet, so the operator reads it before confirming.
   */
  async preview({ params, actor, i18n }: HttpContext) {
    const { code } = await checkinValidator.validate({ code: params.code })
    const resolved = await resolveCheckin(actor, code)
    const buybacks = await presentForCheckin(
      resolved.items.map((item) => item.buybackId),
      i18n.locale
    )
    return { code, kind: resolved.kind, trackingNumber: resolved.trackingNumber ?? null, buybacks }
  }

  /** `POST /api/warehouse/checkins { code }` */
  async store({ request, actor, response }: HttpContext) {
    const { code } = await request.validateUsing(checkinValidator)
    return response.created(await checkIn(actor, code))
  }

  /** `GET /api/items/:id/label`: the item's label, a PDF download in the caller's language. */
  async label({ params, actor, i18n, response }: HttpContext) {
    const item = await labelledItem(actor, params.id)
    const { bytes, fileName } = await renderItemLabel(item, i18n)
    return sendFile(response, { body: bytes, contentType: 'application/pdf', fileName, inline: true })
  }
}
