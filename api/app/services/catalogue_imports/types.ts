import type { ImportReport } from '#models/import'

/**
 * The words of a catalogue import that the queue, the line handlers and the report share: they live here so
 * that none of those modules imports another for a type.
 */
export type ImportDataType = 'product' | 'category' | 'diagnostic_question'
export type ImportStrategy = 'create' | 'update' | 'create_and_update'

/** The report kept on the import row: ImportReport with the ignored columns and the progress. */
export interface CatalogueImportReport extends ImportReport {
  ignoredColumns: string[]
  progress: { processed: number; total: number }
  /** The language the report's reasons are written in. */
  locale?: string
}
