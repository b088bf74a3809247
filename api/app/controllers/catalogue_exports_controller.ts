import type { HttpContext } from '@adonisjs/core/http'
import drive from '@adonisjs/drive/services/main'
import ExportJob from '#models/export_job'
import BusinessError from '#exceptions/business_error'
import { callerAccount } from '#services/catalogue_imports/access'
import { EXPORT_CANCELLED, exportFileKey } from '#services/catalogue_exports/export_catalogue'
import { cancelCatalogueExport } from '#actions/catalogue_exports/cancel_catalogue_export'
import {
  EXPORT_PATHS,
  EXPORT_PERMISSIONS,
  EXPORT_TYPES,
  type CatalogueExportType,
} from '#domain/catalogue_exports'
import { queueCatalogueExport } from '#actions/catalogue_exports/queue_catalogue_export'
import { sendFile, signedFileLink, storedFile } from '#services/stored_files'

const present = (job: ExportJob, { i18n }: HttpContext) => ({
  id: job.id,
  type: job.type,
  status: job.status,
  url: job.status === 'success' ? job.url : null,
  entries_count: job.entriesCount ?? null,
  error: job.error === EXPORT_CANCELLED ? i18n.t('errors.export_cancelled') : (job.error ?? null),
  cancelled: job.error === EXPORT_CANCELLED,
})

const TYPE_OF_PATH: Record<string, CatalogueExportType> = Object.fromEntries(
  EXPORT_TYPES.map((type) => [EXPORT_PATHS[type], type])
)

/** What the route exports, from its path: /api/products/exports… */
function typeOf(ctx: HttpContext): CatalogueExportType {
  const type = TYPE_OF_PATH[ctx.route?.pattern.split('/')[2] ?? '']
  if (!type) throw new BusinessError('not_found', 404)
  return type
}

/** POST, GET and DELETE (cancel) /api/{products,categories,diagnostic-questions}/exports (part 2 §7). */
export default class CatalogueExportsController {
  private allowed(ctx: HttpContext) {
    const type = typeOf(ctx)
    if (!ctx.actor.can(EXPORT_PERMISSIONS[type])) throw new BusinessError('forbidden', 403)
    return type
  }

  private async jobOf(ctx: HttpContext) {
    const type = this.allowed(ctx)
    const query = ExportJob.query()
      .where('id', Number(ctx.params.id) || 0)
      .where('type', type)
    if (!ctx.actor.isSuperAdmin) query.where('account_id', ctx.actor.accountId)
    const job = await query.first()
    if (!job) throw new BusinessError('not_found', 404)
    return job
  }

  async store(ctx: HttpContext) {
    const type = this.allowed(ctx)
    const accountId = await callerAccount(ctx.actor, ctx.request.qs().account_id)
    // `format=raw`: technical headers, 12.50 and yes/no, for machines; else the caller's language.
    const raw = (ctx.request.qs().format ?? ctx.request.input('format')) === 'raw'
    const job = await queueCatalogueExport(accountId, type, ctx.actor.user.id, {
      language: ctx.i18n.locale,
      raw,
    })
    ctx.response.status(202)
    return present(job, ctx)
  }

  async show(ctx: HttpContext) {
    return present(await this.jobOf(ctx), ctx)
  }

  /** Cancels an export still idle or in progress; 409 `conflict` once it has ended. */
  async destroy(ctx: HttpContext) {
    const job = await this.jobOf(ctx)
    if (!(await cancelCatalogueExport(job))) throw new BusinessError('conflict', 409)
    await job.refresh()
    return present(job, ctx)
  }

  /** The CSV of a finished export, as an attachment. */
  async file(ctx: HttpContext) {
    const { key, fileName } = await this.fileOf(ctx)
    return sendFile(ctx.response, { ...(await storedFile(key)), fileName })
  }

  /**
   * `GET …/exports/:id/link`: a signed link to the CSV, valid for minutes, that the browser downloads
   * itself (a large export is not held in the page's memory).
   */
  async link(ctx: HttpContext) {
    const { key, fileName } = await this.fileOf(ctx)
    return signedFileLink(key, fileName)
  }

  /** The file of a finished export the caller sees; 404 `not_found` otherwise. */
  private async fileOf(ctx: HttpContext) {
    const job = await this.jobOf(ctx)
    const key = exportFileKey(job)
    if (job.status !== 'success' || !(await drive.use().exists(key))) {
      throw new BusinessError('not_found', 404)
    }
    return { key, fileName: `${job.type}-export-${job.createdAt.toFormat('yyyyLLdd-HHmm')}.csv` }
  }
}
