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

/**
 * The first page of the list asked for as the back office starts on the list's address (routes.tsx), beside
 * the page's code rather than after it: the list takes it once.
 */
let prefetched: { accountId: string; page: ReturnType<typeof fetchImports> } | null = null
export function prefetchImports(accountId: string) {
  const page = fetchImports(accountId, 1)
  page.catch(() => undefined)
  prefetched = { accountId, page }
}
export function firstImports(accountId: string) {
  const page = prefetched?.accountId === accountId ? prefetched.page : fetchImports(accountId, 1)
  prefetched = null
  return page
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

/** What a column of the template holds, in the admin's language (GET /api/imports/templates/:type/columns). */
export interface TemplateColumn {
  column: string
  name: string
  required: 'always' | 'create' | 'never'
  requiredText: string
  format: string
  values: string | null
  note: string | null
}

export async function fetchTemplateColumns(dataType: DataType) {
  const url = `${API_URL}/imports/templates/${dataType}/columns`
  return (await httpClient<{ results: TemplateColumn[] }>(url)).json.results
}

/** The template of a data type: its readable header and a sample line, in the admin's language. */
export const downloadTemplate = (dataType: DataType) =>
  downloadFile(`${API_URL}/imports/templates/${dataType}`, `${dataType}-import-template.csv`)
