import { EXPORT_PATHS, type CatalogueExportType } from '@domain/catalogue_exports'
import { API_URL, httpClient } from '../providers/httpClient'

/** The export types, their API paths and permissions are the API's (api/app/domain/catalogue_exports.ts). */
export { EXPORT_PERMISSIONS, EXPORT_TYPES } from '@domain/catalogue_exports'
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

/** Starts an export in the admin's language (a spreadsheet's file), or raw for machines (`raw`). */
export async function startExport(type: ExportType, accountId: string, raw = false) {
  const format = raw ? '&format=raw' : ''
  const url = `${API_URL}/${EXPORT_PATHS[type]}/exports?account_id=${accountId}${format}`
  return (await httpClient<ExportJob>(url, { method: 'POST' })).json
}

export async function fetchExport(type: ExportType, id: number) {
  return (await httpClient<ExportJob>(`${API_URL}/${EXPORT_PATHS[type]}/exports/${id}`)).json
}

/** Cancels an export not finished yet: its job stops and keeps no file. */
export async function cancelExport(type: ExportType, id: number) {
  return (await httpClient<ExportJob>(`${API_URL}/${EXPORT_PATHS[type]}/exports/${id}`, { method: 'DELETE' }))
    .json
}

/**
 * The file of a finished export: the API hands out a signed link valid for minutes (after checking the
 * session and the export), which the browser downloads itself, so a large export never sits in the page.
 */
export async function downloadExport(job: ExportJob, type: ExportType) {
  const { json } = await httpClient<{ url: string }>(
    `${API_URL}/${EXPORT_PATHS[type]}/exports/${job.id}/link`
  )
  const link = document.createElement('a')
  link.href = json.url
  link.download = ''
  document.body.appendChild(link)
  link.click()
  link.remove()
}
