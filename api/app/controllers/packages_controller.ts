import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import Package from '#models/package'
import { tenancy } from '#services/tenancy/scopes'
import { paginateList } from '#services/list_query'
import Transport from '#models/transport'
import {
  entityNames,
  presentPackage,
  presentPackageRow,
  presentTransport,
} from '#services/expedition/presenter'
import { addToPackage } from '#actions/expedition/add_to_package'
import { closePackage } from '#actions/expedition/close_package'
import { createPackage } from '#actions/expedition/create_package'
import { removeFromPackage } from '#actions/expedition/remove_from_package'
import { visiblePackage } from '#services/expedition/packages'
import BusinessError from '#exceptions/business_error'
import { bouncerOf } from '#policies/main'
import {
  PACKAGE_DOCUMENTS,
  renderPackageDocument,
  type PackageDocument,
} from '#services/documents/package_documents'
import { closePackageValidator, expeditionCodeValidator } from '#validators/expedition'
import { sendFile } from '#services/stored_files'

/** The packages of the expedition (issue 18), in the ra-data-json-server dialect, scoped to the caller. */
export default class PackagesController {
  async index(ctx: HttpContext) {
    const query = tenancy.packages(Package.query(), ctx.actor)
    const rows = await paginateList(ctx, query, {
      sortable: { createdAt: 'packages.created_at', number: 'packages.number', status: 'packages.status' },
      defaultSort: ['createdAt', 'desc'],
      search: ['packages.number'],
      filters: {
        status: (q, value) => q.whereIn('packages.status', ([] as string[]).concat(value)),
        kind: (q, value) => q.where('packages.kind', String(value)),
      },
    })
    const counts = rows.length
      ? await db
          .from('package_items')
          .whereIn(
            'package_id',
            rows.map((row) => row.id)
          )
          .groupBy('package_id')
          .select('package_id')
          .count('* as total')
      : []
    const count = new Map(counts.map((row) => [Number(row.package_id), Number(row.total)]))
    const names = await entityNames(rows.flatMap((row) => [row.originId, row.destinationId]))
    const transports = rows.length
      ? await Transport.query().whereIn(
          'package_id',
          rows.map((row) => row.id)
        )
      : []
    const transportOf = new Map(transports.map((transport) => [transport.packageId, transport]))
    return rows.map((row) => ({
      ...presentPackageRow(row, names, count.get(row.id) ?? 0),
      transport: presentTransport(transportOf.get(row.id) ?? null),
    }))
  }

  async show({ params, actor, i18n }: HttpContext) {
    const pkg = await visiblePackage(actor, Number(params.id))
    await bouncerOf(actor).with('PackagePolicy').authorize('view', pkg)
    return presentPackage(pkg.id, i18n.locale)
  }

  /** `POST /api/packages { code }`: opens a package with its first item. */
  async store({ request, actor, i18n, response }: HttpContext) {
    const { code } = await request.validateUsing(expeditionCodeValidator)
    const pkg = await createPackage(actor, code)
    return response.created(await presentPackage(pkg.id, i18n.locale))
  }

  async addItem({ params, request, actor, i18n }: HttpContext) {
    const { code } = await request.validateUsing(expeditionCodeValidator)
    await addToPackage(actor, Number(params.id), code)
    return presentPackage(Number(params.id), i18n.locale)
  }

  async removeItem({ params, actor, i18n }: HttpContext) {
    await removeFromPackage(actor, Number(params.id), Number(params.itemId))
    return presentPackage(Number(params.id), i18n.locale)
  }

  async close({ params, request, actor, i18n }: HttpContext) {
    const { version } = await request.validateUsing(closePackageValidator)
    await closePackage(actor, Number(params.id), version, i18n.locale)
    return presentPackage(Number(params.id), i18n.locale)
  }

  /** `GET /api/packages/:id/documents/:document`: the label, transport order or packing slip, as a PDF. */
  async document({ params, actor, i18n, response }: HttpContext) {
    if (!(PACKAGE_DOCUMENTS as readonly string[]).includes(params.document)) {
      throw new BusinessError('not_found', 404)
    }
    const pkg = await visiblePackage(actor, Number(params.id))
    await bouncerOf(actor).with('PackagePolicy').authorize('view', pkg)
    const { bytes, fileName } = await renderPackageDocument(
      pkg,
      params.document as PackageDocument,
      i18n.locale
    )
    return sendFile(response, { body: bytes, contentType: 'application/pdf', fileName, inline: true })
  }
}
