import type { HttpContext } from '@adonisjs/core/http'
import { answerListTotal, listRequestOf } from '#services/list_query'
import { speaksSpecification } from '#services/list_dialect'
import { CONNECTOR_KINDS, connectorKind, presentKind } from '#services/connectors/kinds'
import BusinessError from '#exceptions/business_error'
import { CONNECTOR_BOUNDS } from '#validators/connectors'

/**
 * The connector kinds (part 2 §7 `connectors`, `connectors/{id}`): id, name, type, fqn and the fields a
 * configuration declares, in the ra-data-json-server dialect (page size 500, part 2 §9).
 */
export default class ConnectorsController {
  async index(ctx: HttpContext) {
    const { request, response, i18n } = ctx
    const { type, q, ...page } = request.qs()
    const search = typeof q === 'string' ? q.trim().toLowerCase() : ''
    const kinds = CONNECTOR_KINDS.map((kind) => presentKind(kind, i18n.t(`connectors.kinds.${kind.id}`)))
      .filter((kind) => !type || [].concat(type).includes(kind.type as never))
      .filter((kind) => !search || `${kind.name} ${kind.fqn}`.toLowerCase().includes(search))
    // The specification's dialect (`page`, `itemsPerPage` up to 500, JSON-LD), read by the list module.
    if (speaksSpecification(request.qs(), request.header('accept'))) {
      const list = listRequestOf(ctx, {
        sortable: {},
        filters: { type: true },
        maxPageSize: CONNECTOR_BOUNDS.listPageSize,
      })
      answerListTotal(ctx, list, kinds.length)
      return kinds.slice(list.start, list.start + list.limit)
    }
    const start = Math.max(0, Number.parseInt(page._start ?? '0', 10) || 0)
    const end = Number.parseInt(page._end ?? String(start + CONNECTOR_BOUNDS.listPageSize), 10)
    const size = Math.min(Math.max(0, end - start), CONNECTOR_BOUNDS.listPageSize)
    response.header('X-Total-Count', String(kinds.length))
    return kinds.slice(start, start + size)
  }

  async show({ params, i18n }: HttpContext) {
    const kind = connectorKind(params.id)
    if (!kind) throw new BusinessError('not_found', 404)
    return presentKind(kind, i18n.t(`connectors.kinds.${kind.id}`))
  }
}
