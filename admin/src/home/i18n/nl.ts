import type { HomeTexts } from './fr'

export const homeNl: HomeTexts = {
  greeting: 'Hallo %{name}',
  organization: 'U werkt voor %{organization}',
  shortcuts_title: 'Snelkoppelingen',
  coming_soon: 'Binnenkort beschikbaar',
  empty: 'Geen snelkoppelingen voor uw profiel.',
  shortcuts: {
    preCreated: 'Vooraf aangemeld',
    checkin: 'Inboeken',
    buybacks: 'Terugkopen',
    catalogue: 'Catalogus',
    control: 'Controleren',
    entities: 'Entiteiten',
    itemsStock: 'Artikelen op voorraad',
    refurbSteps: 'Staptypes',
    diagnose: 'Diagnosticeren',
    newBuyback: 'Nieuwe terugkoop',
    ship: 'Verzenden',
    users: 'Gebruikers',
  },
}
