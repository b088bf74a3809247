import { API_URL, downloadFile, httpClient } from '../providers/httpClient'

export const DATA_TYPES = ['product', 'category', 'diagnostic_question'] as const
export const STRATEGIES = ['create', 'update', 'create_and_update'] as const
export type DataType = (typeof DATA_TYPES)[number]
export type Strategy = (typeof STRATEGIES)[number]
export type ImportStatus = 'error' | 'in_progress' | 'success' | 'success_with_ignored'

export interface LinesCount {
  found: number
  inserted: number
  updated: number
  ignored: number
}

export interface IgnoredLine {
  line: number
  reason: string
}

/** An import as GET /api/accounts/{id}/imports answers it (api/app/services/catalogue_imports/presenter.ts). */
export interface CatalogueImport {
  id: number
  origin: 'upload' | 'sftp'
  destination_account: { id: number; common_name: string } | null
  source_account: { id: number; common_name: string } | null
  created_by: { id: number; name: string } | null
  data_type: DataType
  strategy: Strategy
  status: ImportStatus
  created_at: string | null
  queued_at: string | null
  started_at: string | null
  ended_at: string | null
  report: {
    error: string | null
    lines_count: LinesCount
    ignored_lines: IgnoredLine[]
    ignored_columns: string[]
    progress: { processed: number; total: number }
  }
}

/** The load step's answer: what the import would do, nothing written. */
export interface ImportCheck {
  ignoredColumns: string[]
  linesCount: LinesCount
  ignoredLines: IgnoredLine[]
}

const importsPath = (accountId: string | number) => `${API_URL}/accounts/${accountId}/imports`

export async function fetchImports(accountId: string | number, page: number) {
  const { json } = await httpClient<{ results: CatalogueImport[]; pagination: { total_pages: number } }>(
    `${importsPath(accountId)}?page=${page}`
  )
  return json
}

export async function fetchImport(accountId: string | number, id: number) {
  return (await httpClient<CatalogueImport>(`${importsPath(accountId)}/${id}`)).json
}

const formOf = (file: File, dataType: DataType, strategy: Strategy) => {
  const body = new FormData()
  body.append('dataType', dataType)
  body.append('strategy', strategy)
  body.append('file', file)
  return body
}

export async function checkImport(accountId: string, file: File, dataType: DataType, strategy: Strategy) {
  const body = formOf(file, dataType, strategy)
  return (await httpClient<ImportCheck>(`${importsPath(accountId)}/check`, { method: 'POST', body })).json
}

export async function startImport(accountId: string, file: File, dataType: DataType, strategy: Strategy) {
  const body = formOf(file, dataType, strategy)
  return (await httpClient<CatalogueImport>(importsPath(accountId), { method: 'POST', body })).json
}

/** The empty CSV of a data type, its header naming the columns the server reads (the export's header). */
export const downloadTemplate = (dataType: DataType) =>
  downloadFile(`${API_URL}/imports/templates/${dataType}`, `${dataType}-import-template.csv`)
