import drive from '@adonisjs/drive/services/main'
import ExportJob from '#models/export_job'
import BusinessError from '#exceptions/business_error'
import type { Actor } from '#services/actor'
import type { CatalogueExportType } from '#domain/catalogue_exports'
import { exportFileKey } from '#services/catalogue_exports/export_catalogue'

/** An export of this type of the caller's account (any account's for a super admin); 404 otherwise. */
export async function visibleExportJob(actor: Actor, type: CatalogueExportType, id: unknown) {
  const query = ExportJob.query()
    .where('id', Number(id) || 0)
    .where('type', type)
  if (!actor.isSuperAdmin) query.where('account_id', actor.accountId)
  const job = await query.first()
  if (!job) throw new BusinessError('not_found', 404)
  return job
}

/** The stored file of a finished export and the name it downloads under; 404 while there is none. */
export async function exportFileOf(job: ExportJob) {
  const key = exportFileKey(job)
  if (job.status !== 'success' || !(await drive.use().exists(key))) {
    throw new BusinessError('not_found', 404)
  }
  return { key, fileName: `${job.type}-export-${job.createdAt.toFormat('yyyyLLdd-HHmm')}.csv` }
}
