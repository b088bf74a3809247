import type { StockTexts } from './fr'

export const stocksDe: StockTexts = {
  name: 'Lager |||| Lager',
  fields: {
    q: 'Suchen',
    name: 'Name',
    native: 'Standardlager',
    location: 'Standort',
    warehouseId: 'Werkstatt',
    itemCount: 'Artikel',
    averageAgeDays: 'Durchschnittsalter (Tage)',
  },
  native: 'Standard',
  none: 'Keine',
  help: {
    native: 'Ein Standardlager behält seinen Namen.',
  },
}
