import type { CatalogueExportType } from '@domain/catalogue_exports'

/** The export types, their API paths and permissions are the API's (api/app/domain/catalogue_exports.ts). */
export { EXPORT_PATHS, EXPORT_PERMISSIONS, EXPORT_TYPES } from '@domain/catalogue_exports'
export type ExportType = CatalogueExportType

export interface ExportJob {
  id: number
  status: 'idle' | 'in_progress' | 'success' | 'error'
  url: string | null
  entries_count: number | null
  error: string | null
  /** Ended by a cancellation (its error is the translated reason). */
  cancelled?: boolean
}
