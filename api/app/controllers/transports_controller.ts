import type { HttpContext } from '@adonisjs/core/http'
import { applyListFilters, paginateList } from '#services/list_query'
import { queueTracking } from '#actions/transports/queue_tracking'
import { transportFilterOptions } from '#queries/transports/filter_options'
import { transportCsv } from '#services/transports/csv'
import { exportAudienceOf } from '#services/csv/writer'
import { transportDetails, transportLabel } from '#services/transports/details'
import { TRANSPORTS_LIST, presentTransports, visibleTransports, withNames } from '#services/transports/list'
import { sendFile } from '#services/stored_files'

/**
 * `/transports-list` (part 1 §2 "Expedition"): the transports the caller sees (tenancy.transports), their
 * carrier events, their labels, and a tracking run asked for now rather than at the next half hour.
 */
export default class TransportsController {
  async index(ctx: HttpContext) {
    const rows = await paginateList(ctx, withNames(visibleTransports(ctx.actor)), TRANSPORTS_LIST)
    return presentTransports(rows)
  }

  /** `GET /api/transports/filter-options`: the carriers of the caller's transports. */
  async filterOptions({ actor }: HttpContext) {
    return transportFilterOptions(actor)
  }

  /** `GET /api/transports/export`: the filtered list as CSV, streamed in pages of 1000, in the caller's language. */
  async export(ctx: HttpContext) {
    const query = applyListFilters(ctx.request.qs(), visibleTransports(ctx.actor), TRANSPORTS_LIST)
    ctx.response.header('Content-Type', 'text/csv; charset=utf-8')
    ctx.response.header('Content-Disposition', 'attachment; filename="transports.csv"')
    ctx.response.header('X-Content-Type-Options', 'nosniff')
    ctx.response.stream(transportCsv(query, ctx.i18n, exportAudienceOf(ctx.request.qs(), ctx.i18n.locale)))
  }

  async show({ params, actor }: HttpContext) {
    return transportDetails(actor, Number(params.id))
  }

  /** `GET /api/transports/:id/label`: the carrier's label PDF, as a download. */
  async label({ params, actor, i18n, response }: HttpContext) {
    const { bytes, fileName } = await transportLabel(actor, Number(params.id), i18n)
    return sendFile(response, { body: bytes, contentType: 'application/pdf', fileName })
  }

  /** `POST /api/transports/tracking`: the tracking job, queued now; 202 `{ jobId }`. */
  async track({ response }: HttpContext) {
    const jobId = await queueTracking()
    return response.status(202).send({ jobId })
  }
}
