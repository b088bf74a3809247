import type { CatalogueExportsTexts } from './fr'

export const catalogueExportsDe: CatalogueExportsTexts = {
  title: 'Katalogexport',
  help: 'Die exportierte CSV-Datei kann bearbeitet und wieder importiert werden (Strategie „nur aktualisieren“).',
  type: 'Exporttyp',
  empty: 'Auswählen…',
  types: { product: 'Produkte', category: 'Kategorien', diagnostic_question: 'Diagnosefragen' },
  raw: 'Rohdatei für einen automatischen Import (technische Überschriften, 12.50, yes/no)',
  rawHelp:
    'Sonst wird die Datei für eine Tabellenkalkulation auf Deutsch geschrieben: lesbare Überschriften, 12,50, ja/nein. Der Import liest beides.',
  export: 'Exportieren',
  inProgress: 'Export läuft…',
  success: 'Export abgeschlossen: %{count} Zeilen.',
  error: 'Der Export ist fehlgeschlagen: %{message}',
  download: 'CSV herunterladen',
  cancel: 'Abbrechen',
  cancelled: 'Der Export wurde abgebrochen: es wurde keine Datei behalten.',
  newExport: 'Neuer Export',
  restart: 'Neu starten',
  back: 'Zurück zum Dashboard',
  /** The list exports (buy-backs, transports, statistics): the file for a person or for a machine. */
  csv: {
    options: 'Weitere Dateiformate',
    spreadsheet: 'Für eine Tabellenkalkulation (lesbare Überschriften, 12,50)',
    raw: 'Rohdatei für einen automatischen Import (technische Überschriften, Codes, 12.50)',
  },
}
