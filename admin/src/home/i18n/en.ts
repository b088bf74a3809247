import type { HomeTexts } from './fr'

export const homeEn: HomeTexts = {
  greeting: 'Hello %{name}',
  organization: 'You are working for %{organization}',
  shortcuts_title: 'Shortcuts',
  coming_soon: 'Coming soon',
  empty: 'No shortcut for your profile.',
  checklist: {
    title: 'Getting %{name} started',
    help: 'What is still missing before the first buy-back; each line leads to the screen that fixes it.',
    done: 'Done',
    todo: 'To do',
    by_platform: 'The platform team sets this up: contact it.',
    items: {
      linked_buyer: 'A buyer linked to the client',
      published_category: 'A published category',
      published_product: 'A published product with its grade prices and diagnostic questions',
      circuit_web: 'A web circuit with a payment mode and a shipping method',
      circuit_store: 'A store circuit with a payment mode (and a shipping method if it ships the items)',
      workshop_stocks: 'A workshop with its stocks',
      white_label_host: 'An active white-label website',
    },
  },
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
