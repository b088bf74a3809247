import type { HttpContext } from '@adonisjs/core/http'
import type ExportJob from '#models/export_job'
import { EXPORT_CANCELLED } from '#services/catalogue_exports/export_catalogue'

/** An export as the wizard follows it: its state, its file's address once done, why it failed. */
export const presentExportJob = (job: ExportJob, { i18n }: HttpContext) => ({
  id: job.id,
  type: job.type,
  status: job.status,
  url: job.status === 'success' ? job.url : null,
  entries_count: job.entriesCount ?? null,
  error: job.error === EXPORT_CANCELLED ? i18n.t('errors.export_cancelled') : (job.error ?? null),
  cancelled: job.error === EXPORT_CANCELLED,
})
