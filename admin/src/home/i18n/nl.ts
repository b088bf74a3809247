import type { HomeTexts } from './fr'

export const homeNl: HomeTexts = {
  greeting: 'Hallo %{name}',
  organization: 'U werkt voor %{organization}',
  shortcuts_title: 'Snelkoppelingen',
  coming_soon: 'Binnenkort beschikbaar',
  empty: 'Geen snelkoppelingen voor uw profiel.',
  checklist: {
    title: '%{name} op weg helpen',
    help: 'Wat nog ontbreekt vóór de eerste terugkoop; elke regel leidt naar het scherm dat het regelt.',
    done: 'Klaar',
    todo: 'Te doen',
    by_platform: 'Het platformteam regelt dit: neem contact op.',
    items: {
      linked_buyer: 'Een koper gekoppeld aan de klant',
      published_category: 'Een gepubliceerde categorie',
      published_product: 'Een gepubliceerd product met prijzen per staat en diagnosevragen',
      circuit_web: 'Een webcircuit met een betaalwijze en een verzendwijze',
      circuit_store:
        'Een winkelcircuit met een betaalwijze (en een verzendwijze als het de artikelen verzendt)',
      workshop_stocks: 'Een werkplaats met zijn voorraden',
      white_label_host: 'Een actieve white-label website',
    },
  },
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
