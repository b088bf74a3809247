import type { HttpContext } from '@adonisjs/core/http'
import BusinessError from '#exceptions/business_error'
import { callerAccount } from '#services/catalogue_imports/access'
import { EXPORT_PATHS, EXPORT_TYPES, type CatalogueExportType } from '#domain/catalogue_exports'
import { queueCatalogueExport } from '#actions/catalogue_exports/queue_catalogue_export'
import { sendFile, signedFileLink, storedFile } from '#services/stored_files'
import { bouncerOf } from '#policies/main'
import { cancelCatalogueExport } from '#actions/catalogue_exports/cancel_catalogue_export'
import { exportFileOf, visibleExportJob } from '#queries/catalogue_exports/show'
import { presentExportJob } from '#presenters/catalogue_export'

const TYPE_OF_PATH: Record<string, CatalogueExportType> = Object.fromEntries(
  EXPORT_TYPES.map((type) => [EXPORT_PATHS[type], type])
)

/** What the route exports, from its path: /api/products/exports… */
function typeOf(ctx: HttpContext): CatalogueExportType {
  const type = TYPE_OF_PATH[ctx.route?.pattern.split('/')[2] ?? '']
  if (!type) throw new BusinessError('not_found', 404)
  return type
}

/** The type of the route's exports, once the caller may manage them (403 `forbidden` otherwise). */
async function allowedType(ctx: HttpContext) {
  const type = typeOf(ctx)
  await bouncerOf(ctx.actor).with('CatalogueExportPolicy').authorize('manage', type)
  return type
}

/** The export the route names, among those the caller sees. */
const jobOf = async (ctx: HttpContext) => visibleExportJob(ctx.actor, await allowedType(ctx), ctx.params.id)

/** POST, GET and DELETE (cancel) /api/{products,categories,diagnostic-questions}/exports (part 2 §7). */
export default class CatalogueExportsController {
  async store(ctx: HttpContext) {
    const type = await allowedType(ctx)
    const accountId = await callerAccount(ctx.actor, ctx.request.qs().account_id)
    // `format=raw`: technical headers, 12.50 and yes/no, for machines; else the caller's language.
    const raw = (ctx.request.qs().format ?? ctx.request.input('format')) === 'raw'
    const job = await queueCatalogueExport(accountId, type, ctx.actor.user.id, {
      language: ctx.i18n.locale,
      raw,
    })
    ctx.response.status(202)
    return presentExportJob(job, ctx)
  }

  async show(ctx: HttpContext) {
    return presentExportJob(await jobOf(ctx), ctx)
  }

  /** Cancels an export still idle or in progress; 409 `conflict` once it has ended. */
  async destroy(ctx: HttpContext) {
    return presentExportJob(await cancelCatalogueExport(await jobOf(ctx)), ctx)
  }

  /** The CSV of a finished export, as an attachment. */
  async file(ctx: HttpContext) {
    const { key, fileName } = await exportFileOf(await jobOf(ctx))
    return sendFile(ctx.response, { ...(await storedFile(key)), fileName })
  }

  /**
   * `GET …/exports/:id/link`: a signed link to the CSV, valid for minutes, that the browser downloads
   * itself (a large export is not held in the page's memory).
   */
  async link(ctx: HttpContext) {
    const { key, fileName } = await exportFileOf(await jobOf(ctx))
    return signedFileLink(key, fileName)
  }
}
