import type { CatalogueExportsTexts } from './fr'

export const catalogueExportsNl: CatalogueExportsTexts = {
  title: 'Catalogusexport',
  help: 'Het geëxporteerde CSV-bestand kan worden bewerkt en opnieuw geïmporteerd (strategie "alleen bijwerken").',
  type: 'Exporttype',
  empty: 'Kiezen…',
  types: { product: 'Producten', category: 'Categorieën', diagnostic_question: 'Diagnosevragen' },
  raw: 'Ruw bestand voor een automatische import (technische koppen, 12.50, yes/no)',
  rawHelp:
    'Anders wordt het bestand geschreven voor een spreadsheet in het Nederlands: leesbare koppen, 12,50, ja/nee. De import leest beide.',
  export: 'Exporteren',
  inProgress: 'Export bezig…',
  success: 'Export voltooid: %{count} regels.',
  error: 'De export is mislukt: %{message}',
  download: 'De CSV downloaden',
  cancel: 'Annuleren',
  cancelled: 'De export is geannuleerd: er is geen bestand bewaard.',
  newExport: 'Nieuwe export',
  restart: 'Opnieuw starten',
  back: 'Terug naar het dashboard',
  /** The list exports (buy-backs, transports, statistics): the file for a person or for a machine. */
  csv: {
    options: 'Andere bestandsformaten',
    spreadsheet: 'Voor een spreadsheet (leesbare koppen, 12,50)',
    raw: 'Ruw bestand voor een automatische import (technische koppen, codes, 12.50)',
  },
}
