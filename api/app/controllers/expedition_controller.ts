import type { HttpContext } from '@adonisjs/core/http'
import { presentTransport } from '#presenters/expedition'
import { shipReturn } from '#actions/expedition/return_item'
import { expeditionCodeValidator } from '#validators/expedition'
import { labelBytes } from '#services/documents/package_documents'
import { sendFile } from '#services/stored_files'
import { bouncerOf } from '#policies/main'
import { awaitingShipment } from '#queries/expedition/awaiting'
import { expeditionLookup, shippedItem } from '#queries/expedition/lookup'
import { visibleTransport } from '#queries/expedition/transport'

/** What waits for shipment at the caller's store or workshop, and the lookup of a scanned code. */
export default class ExpeditionController {
  /** `GET /api/expedition/awaiting` */
  async awaiting({ actor }: HttpContext) {
    return awaitingShipment(actor)
  }

  /** `GET /api/expedition/items/:code?packageId=` or `?mode=label`: may this item leave this way? */
  async lookup({ params, request, actor }: HttpContext) {
    const { code } = await expeditionCodeValidator.validate({ code: params.code })
    const { packageId, mode } = request.qs()
    return expeditionLookup(actor, code, { packageId: Number(packageId), mode })
  }

  /**
   * `GET /api/expedition/transports/:id/label`: the carrier's label of a parcel the caller sees (an item
   * returned alone, a package), for the floor that prints it.
   */
  async label({ params, actor, response }: HttpContext) {
    const transport = await visibleTransport(actor, params.id)
    await bouncerOf(actor).with('TransportPolicy').authorize('printLabel', transport)
    return sendFile(response, {
      body: await labelBytes(transport),
      contentType: 'application/pdf',
      fileName: `label-${transport.id}.pdf`,
      inline: true,
    })
  }

  /** `POST /api/expedition/returns { code }` (`/packing-with-label`). */
  async shipReturn({ request, actor, response }: HttpContext) {
    const { code } = await request.validateUsing(expeditionCodeValidator)
    const { itemId, transport } = await shipReturn(actor, code)
    return response.created({
      item: await shippedItem(actor, itemId),
      transport: presentTransport(transport),
    })
  }
}
