import type { StockTexts } from './fr'

export const stocksEn: StockTexts = {
  name: 'Stock |||| Stocks',
  fields: {
    q: 'Search',
    name: 'Name',
    native: 'Default stock',
    location: 'Location',
    warehouseId: 'Workshop',
    itemCount: 'Items',
    averageAgeDays: 'Average age (days)',
  },
  native: 'Default',
  none: 'None',
  help: {
    native: 'A default stock keeps its name.',
  },
}
