import type ExportJob from '#models/export_job'
import BusinessError from '#exceptions/business_error'
import { cancelCatalogueExport } from '#services/catalogue_exports/export_catalogue'

/** Cancels an export still idle or in progress, and answers it as it now is; 409 `conflict` once it has ended. */
export async function cancelExport(job: ExportJob) {
  if (!(await cancelCatalogueExport(job))) throw new BusinessError('conflict', 409)
  await job.refresh()
  return job
}
