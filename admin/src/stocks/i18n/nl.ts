import type { StockTexts } from './fr'

export const stocksNl: StockTexts = {
  name: 'Voorraad |||| Voorraden',
  fields: {
    q: 'Zoeken',
    name: 'Naam',
    native: 'Standaardvoorraad',
    location: 'Locatie',
    warehouseId: 'Werkplaats',
    itemCount: 'Artikelen',
    averageAgeDays: 'Gemiddelde leeftijd (dagen)',
  },
  native: 'Standaard',
  none: 'Geen',
  help: {
    native: 'Een standaardvoorraad behoudt haar naam.',
  },
}
