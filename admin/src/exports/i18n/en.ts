import type { CatalogueExportsTexts } from './fr'

export const catalogueExportsEn: CatalogueExportsTexts = {
  title: 'Catalogue export',
  help: 'The exported CSV file can be edited and imported back (with the "update only" strategy).',
  type: 'Export type',
  empty: 'Choose…',
  types: { product: 'Products', category: 'Categories', diagnostic_question: 'Diagnostic questions' },
  raw: 'Raw file for an automated import (technical headers, 12.50, yes/no)',
  rawHelp:
    'Otherwise the file is written for a spreadsheet in English: readable headers, 12.50, yes/no. The import reads both.',
  export: 'Export',
  inProgress: 'Export in progress…',
  success: 'Export finished: %{count} lines.',
  error: 'The export failed: %{message}',
  download: 'Download the CSV',
  cancel: 'Cancel',
  cancelled: 'The export was cancelled: no file was kept.',
  newExport: 'New export',
  restart: 'Restart',
  back: 'Back to the dashboard',
  /** The list exports (buy-backs, transports, statistics): the file for a person or for a machine. */
  csv: {
    options: 'Other file formats',
    spreadsheet: 'For a spreadsheet (readable headers, 12.50)',
    raw: 'Raw file for an automated import (technical headers, codes, 12.50)',
  },
}
