import type { HttpContext } from '@adonisjs/core/http'
import { paginateList } from '#services/list_query'
import { presentPackage } from '#presenters/expedition'
import { PACKAGES_LIST, presentPackageRows, visiblePackages } from '#services/expedition/package_list'
import { addToPackage } from '#actions/expedition/add_to_package'
import { closePackage } from '#actions/expedition/close_package'
import { createPackage } from '#actions/expedition/create_package'
import { removeFromPackage } from '#actions/expedition/remove_from_package'
import { visiblePackage } from '#queries/expedition/visible_package'
import BusinessError from '#exceptions/business_error'
import { bouncerOf } from '#policies/main'
import {
  PACKAGE_DOCUMENTS,
  renderPackageDocument,
  type PackageDocument,
} from '#services/documents/package_documents'
import { closePackageValidator, expeditionCodeValidator } from '#validators/expedition'
import { sendFile } from '#services/stored_files'

/** The packages of the expedition, in the ra-data-json-server dialect, scoped to the caller. */
export default class PackagesController {
  async index(ctx: HttpContext) {
    return presentPackageRows(await paginateList(ctx, visiblePackages(ctx.actor), PACKAGES_LIST))
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
