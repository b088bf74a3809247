import type { ExpeditionTexts } from './fr'

export const expeditionNl: ExpeditionTexts = {
  title: 'Verzendingen',
  failed: 'De bewerking is mislukt, probeer het opnieuw.',
  loading: 'Laden…',
  back: 'Terug naar verzendingen',
  statuses: {
    open: 'Open',
    shipped: 'Verzonden',
    delivered: 'Geleverd',
  },
  fields: {
    customer: 'Klant (retour)',
    identificationNumber: 'Identificatienummer',
    buyback: 'Terugkoopnummer',
    product: 'Product',
    destination: 'Bestemming',
    status: 'Status',
    number: 'Pakketnummer',
    tracking: 'Tracking',
    carrier: 'Vervoerder',
    itemCount: 'Artikelen',
    createdAt: 'Aangemaakt op',
    closedAt: 'Verzonden op',
    needsLabel: 'Eigen label',
  },
  awaiting: {
    title: 'Artikelen die wachten op verzending',
    empty: 'Hier wacht geen enkel artikel op verzending.',
    needsLabel: 'Vertrekt alleen met een eigen label',
    inPackage: 'In een open pakket',
  },
  open: {
    title: 'Pakketten in voorbereiding',
    empty: 'Geen pakket in voorbereiding.',
    continue: 'Verdergaan',
  },
  shipped: {
    title: 'Onlangs verzonden pakketten',
    empty: 'Nog geen pakket verzonden.',
    reprint: 'Label opnieuw afdrukken',
  },
  actions: {
    newPackage: 'Nieuw pakket',
    shipWithLabel: 'Een artikel met een eigen label verzenden',
  },
  takeItem: {
    notAwaiting: 'Dit artikel wacht hier niet op verzending.',
  },
  package: {
    title: 'Pakket %{number}',
    new: 'Nieuw pakket',
    firstScan: 'Scan het eerste artikel: het pakket wordt ermee aangemaakt.',
    scan: {
      label: 'Identificatienummer van het artikel',
      help: 'Scan of typ het nummer en druk op Enter: het artikel wordt aan het pakket toegevoegd.',
    },
    added: 'Artikel %{number} aan het pakket toegevoegd.',
    content: 'Inhoud van het pakket',
    empty: 'Het pakket is leeg: scan de artikelen die erin moeten.',
    buyback: 'Terugkoop %{number}',
    remove: '%{number} uit het pakket halen',
    destination: 'Bestemming: %{name}',
    destinationUnknown: 'De bestemming is bekend na het eerste artikel.',
    notOpen: 'Dit pakket is al gesloten: de inhoud kan niet meer veranderen.',
    seeConfirmation: 'Verzending bekijken',
  },
  steps: {
    title: 'Verpakkingsstappen',
    instructions: 'Instructies van de klant',
    help: 'Vink elke stap aan zodra die klaar is om het pakket te kunnen sluiten. Het label en de paklijst worden bij het sluiten gemaakt: het volgende scherm zegt wanneer u ze erin legt en opplakt.',
  },
  close: {
    button: 'Pakket sluiten',
    needsItems: 'Voeg minstens één artikel toe voordat u het pakket sluit.',
    needsSteps: 'Vink alle verpakkingsstappen aan voordat u het pakket sluit.',
    confirmTitle: 'Pakket %{number} sluiten?',
    confirmContent:
      'De inhoud van het pakket wordt vergrendeld (%{smart_count} artikel) en het verzendlabel wordt geboekt. |||| De inhoud van het pakket wordt vergrendeld (%{smart_count} artikelen) en het verzendlabel wordt geboekt.',
  },
  withLabel: {
    title: 'Een artikel met een eigen label verzenden',
    scan: {
      label: 'Identificatienummer van het terug te sturen artikel',
      help: 'Scan of typ het nummer en druk op Enter.',
    },
    ship: 'Label boeken en verzenden',
  },
  confirmation: {
    title: 'Verzending bevestigd',
    nextSteps: {
      to_buyer:
        'Daarna: druk het label en de paklijst af, leg de paklijst in de doos, sluit die en plak het label erop.',
      to_workshop: 'Daarna: druk het label en de vervoersopdracht af, sluit de doos en plak het label erop.',
    },
    packageShipped:
      'Pakket %{number} is gesloten en het label geboekt: het vertrekt met de vervoerder zodra het is dichtgemaakt.',
    itemShipped:
      'Het label van artikel %{number} is geboekt: het vertrekt met de vervoerder zodra het is ingepakt.',
    items: 'Verzonden artikelen',
    documents: {
      label: 'Label downloaden',
      transport_order: 'Vervoersopdracht downloaden',
      packing_slip: 'Paklijst downloaden',
    },
    missing: 'Geen verzending om te tonen.',
  },
}
