import type { HttpContext } from '@adonisjs/core/http'
import { BUYER_SHIPPABLE, RETURN_SHIPPABLE, STORE_SHIPPABLE } from '#domain/expedition'
import {
  candidateByCode,
  candidates,
  expeditionKindOf,
  refuse,
  refusalFor,
} from '#services/expedition/eligibility'
import { entityNames, presentCandidate, presentTransport } from '#services/expedition/presenter'
import { visiblePackage } from '#queries/expedition/visible_package'
import { shipReturn } from '#actions/expedition/return_item'
import { expeditionCodeValidator } from '#validators/expedition'
import Transport from '#models/transport'
import { tenancy } from '#services/tenancy/scopes'
import { labelBytes } from '#services/documents/package_documents'
import { sendFile } from '#services/stored_files'
import { bouncerOf } from '#policies/main'

const AWAITING_LIMIT = 500

/** What waits for shipment at the caller's store or workshop, and the lookup of a scanned code. */
export default class ExpeditionController {
  /** `GET /api/expedition/awaiting` */
  async awaiting({ actor }: HttpContext) {
    const kind = expeditionKindOf(actor)
    const statuses: string[] =
      kind === 'to_workshop' ? [...STORE_SHIPPABLE] : [...BUYER_SHIPPABLE, ...RETURN_SHIPPABLE]
    const found = await candidates(actor, kind, (query) =>
      query.whereIn('items.status', statuses).orderBy('items.updated_at').limit(AWAITING_LIMIT)
    )
    const items = found.filter(
      (item) =>
        !item.shipped &&
        refusalFor(kind, item, item.status === 'item_to_return' ? 'label' : 'package') === null
    )
    const names = await entityNames(items.map((item) => item.destinationId))
    return { kind, items: items.map((item) => presentCandidate(item, names)) }
  }

  /** `GET /api/expedition/items/:code?packageId=` or `?mode=label`: may this item leave this way? */
  async lookup({ params, request, actor }: HttpContext) {
    const { code } = await expeditionCodeValidator.validate({ code: params.code })
    const { kind, candidate } = await candidateByCode(actor, code)
    const packageId = Number(request.qs().packageId)
    const into = packageId ? await visiblePackage(actor, packageId) : null
    if (into && into.status !== 'open') throw refuse('expedition_already_processed')
    const refusal = refusalFor(kind, candidate, request.qs().mode === 'label' ? 'label' : 'package', into)
    if (refusal) throw refuse(refusal)
    return { item: presentCandidate(candidate, await entityNames([candidate.destinationId])) }
  }

  /**
   * `GET /api/expedition/transports/:id/label`: the carrier's label of a parcel the caller sees (an item
   * returned alone, a package), for the floor that prints it.
   */
  async label({ params, actor, response }: HttpContext) {
    const transport = await tenancy
      .transports(Transport.query(), actor)
      .where('transports.id', Number(params.id))
      .firstOrFail()
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
    const [after] = await candidates(actor, expeditionKindOf(actor), (query) =>
      query.where('items.id', itemId)
    )
    return response.created({
      item: presentCandidate(after, await entityNames([])),
      transport: presentTransport(transport),
    })
  }
}
