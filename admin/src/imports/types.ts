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

/** The wizard's choice, shared by the wizard and its first step. */
export interface WizardChoice {
  file: File | null
  dataType: DataType
  strategy: Strategy
}

/** A page of an account's imports as GET /api/accounts/{id}/imports answers it. */
export interface ImportsPage {
  results: CatalogueImport[]
  pagination: { total_pages: number }
}
