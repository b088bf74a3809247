import type { HomeTexts } from './fr'

export const homeDe: HomeTexts = {
  greeting: 'Hallo %{name}',
  organization: 'Sie arbeiten für %{organization}',
  shortcuts_title: 'Schnellzugriff',
  coming_soon: 'Demnächst verfügbar',
  empty: 'Kein Schnellzugriff für Ihr Profil.',
  shortcuts: {
    preCreated: 'Vorangemeldete Ankäufe',
    checkin: 'Wareneingang',
    buybacks: 'Ankäufe',
    catalogue: 'Katalog',
    control: 'Prüfen',
    entities: 'Einheiten',
    itemsStock: 'Artikel im Lager',
    refurbSteps: 'Schritttypen',
    diagnose: 'Diagnostizieren',
    newBuyback: 'Neuer Ankauf',
    ship: 'Versenden',
    users: 'Benutzer',
  },
}
