import type { Texts } from '../../providers/i18n/texts'

/** Texts of the stock screens (resources.stocks), French being the reference. */
export const stocksFr = {
  name: 'Stock |||| Stocks',
  fields: {
    q: 'Rechercher',
    name: 'Nom',
    native: 'Stock par défaut',
    location: 'Emplacement',
    warehouseId: 'Atelier',
    itemCount: 'Articles',
    averageAgeDays: 'Âge moyen (jours)',
  },
  native: 'Par défaut',
  none: 'Aucun',
  help: {
    native: 'Un stock par défaut garde son nom.',
  },
}

export type StockTexts = Texts<typeof stocksFr>
