import { EXPORT_PATHS, type ExportJob, type ExportType } from '../../exports/types'
import { getJson, segment, sendJson } from '../request'

const exportsPath = (type: ExportType) => `/${EXPORT_PATHS[type]}/exports`

/** The catalogue exports: started, followed, cancelled, and their file handed out by a signed link. */
export const exportMethods = {
  /** Starts an export in the admin's language (a spreadsheet's file), or raw for machines (`raw`). */
  startExport: (type: ExportType, accountId: string, raw = false) =>
    sendJson<ExportJob>(`${exportsPath(type)}?account_id=${segment(accountId)}${raw ? '&format=raw' : ''}`),

  getExport: (type: ExportType, id: number) => getJson<ExportJob>(`${exportsPath(type)}/${id}`),

  /** Cancels an export not finished yet: its job stops and keeps no file. */
  cancelExport: (type: ExportType, id: number) =>
    sendJson<ExportJob>(`${exportsPath(type)}/${id}`, undefined, { method: 'DELETE' }),

  /**
   * The file of a finished export: the API hands out a signed link valid for minutes (after checking the
   * session and the export), which the browser downloads itself, so a large export never sits in the page.
   */
  downloadExport: async (job: ExportJob, type: ExportType) => {
    const { url } = await getJson<{ url: string }>(`${exportsPath(type)}/${job.id}/link`)
    const link = document.createElement('a')
    link.href = url
    link.download = ''
    document.body.appendChild(link)
    link.click()
    link.remove()
  },
}
