import type { Texts } from '../../providers/i18n/texts'

/** Texts of the catalogue export page, French being the reference. */
export const catalogueExportsFr = {
  title: 'Export du catalogue',
  help: 'Le fichier CSV exporté peut être modifié puis réimporté (stratégie « mise à jour seule »).',
  type: 'Type d’export',
  empty: 'Choisir…',
  types: { product: 'Produits', category: 'Catégories', diagnostic_question: 'Questions de diagnostic' },
  raw: 'Fichier brut pour un import automatique (en-têtes techniques, 12.50, yes/no)',
  rawHelp:
    'Sinon, le fichier est écrit pour un tableur en français : en-têtes lisibles, 12,50, oui/non. L’import lit les deux.',
  export: 'Exporter',
  inProgress: 'Export en cours…',
  success: 'Export terminé : %{count} lignes.',
  error: 'L’export a échoué : %{message}',
  download: 'Télécharger le CSV',
  cancel: 'Annuler',
  cancelled: 'L’export a été annulé : aucun fichier n’a été conservé.',
  newExport: 'Nouvel export',
  restart: 'Relancer',
  back: 'Retour au tableau de bord',
  /** The list exports (buy-backs, transports, statistics): the file for a person or for a machine. */
  csv: {
    options: 'Autres formats du fichier',
    spreadsheet: 'Pour un tableur (en-têtes lisibles, 12,50)',
    raw: 'Fichier brut pour un import automatique (en-têtes techniques, codes, 12.50)',
  },
}

export type CatalogueExportsTexts = Texts<typeof catalogueExportsFr>
