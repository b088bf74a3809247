import type { HomeTexts } from './fr'

export const homeEn: HomeTexts = {
  greeting: 'Hello %{name}',
  organization: 'You are working for %{organization}',
  shortcuts_title: 'Shortcuts',
  coming_soon: 'Coming soon',
  empty: 'No shortcut for your profile.',
  shortcuts: {
    preCreated: 'Pre-declared buy-backs',
    checkin: 'Check in',
    buybacks: 'Buy-backs',
    catalogue: 'Catalogue',
    control: 'Control',
    entities: 'Entities',
    itemsStock: 'Items in stock',
    refurbSteps: 'Step types',
    diagnose: 'Diagnose',
    newBuyback: 'New buy-back',
    ship: 'Ship',
    users: 'Users',
  },
}
