import type { Texts } from '../../providers/i18n/texts'
import type { connectorsFr } from './fr'

export const connectorsNl: Texts<typeof connectorsFr> = {
  name: 'Connectorconfiguratie |||| Connectorconfiguraties',
  kinds_title: 'Connectoren',
  kinds_help:
    'Elke connector verbindt het platform met een externe dienst. Voeg een configuratie toe met de gegevens die de aanbieder u gaf.',
  create_title: 'Nieuwe configuratie: %{kind}',
  edit_title: 'Connectorconfiguratie',
  credentials: 'Inloggegevens',
  sandbox: 'Sandbox',
  none: 'Geen configuratie',
  add: 'Toevoegen',
  add_for: 'Een configuratie %{kind} toevoegen',
  active: 'Actief',
  inactive: 'Inactief',
  unknown_kind: 'Dit type connector bestaat niet meer.',
  fields: {
    name: 'Naam van de configuratie',
    active: 'Actief',
    kind: 'Connector',
    type: 'Type',
    configurations: 'Configuraties',
  },
  connectors: {
    fields: {
      apiUrl: 'API-adres',
      apiKey: 'API-sleutel',
      clientId: 'Client-ID',
      clientSecret: 'Clientgeheim',
      merchantId: 'Handelaars-ID',
      username: 'Gebruikersnaam',
      password: 'Wachtwoord',
      host: 'Server',
      port: 'Poort',
      directory: 'Map',
      endpoint: 'Adres van de schattings-API',
      storeCode: 'Winkelcode',
      accountNumber: 'Rekeningnummer',
      workshopCode: 'Werkplaatscode',
      programId: 'Programma-ID',
    },
  },
  types: {
    authentication: 'Authenticatie',
    buyer: 'Koper',
    payment_mode: 'Betaalwijze',
    premium_feature: 'Premiumfunctie',
    scheduled: 'Gepland',
    transport: 'Transport',
  },
  help: {
    secret_stored: 'Er is een geheim opgeslagen: laat leeg om het te behouden.',
    secret_new: 'Versleuteld opgeslagen, nooit meer getoond.',
    https: 'Alleen https://-adressen.',
  },
  test: {
    button: 'Verbinding testen',
    help: 'De test gebruikt de opgeslagen configuratie: sla uw wijzigingen op voordat u test.',
    failed: 'De test kon niet worden gestart.',
  },
}
