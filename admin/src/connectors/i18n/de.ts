import type { Texts } from '../../providers/i18n/texts'
import type { connectorsFr } from './fr'

export const connectorsDe: Texts<typeof connectorsFr> = {
  name: 'Konnektor-Konfiguration |||| Konnektor-Konfigurationen',
  kinds_title: 'Konnektoren',
  kinds_help:
    'Jeder Konnektor verbindet die Plattform mit einem externen Dienst. Fügen Sie eine Konfiguration mit den Zugangsdaten des Anbieters hinzu.',
  create_title: 'Neue Konfiguration: %{kind}',
  edit_title: 'Konnektor-Konfiguration',
  credentials: 'Zugangsdaten',
  sandbox: 'Sandbox',
  none: 'Keine Konfiguration',
  add: 'Hinzufügen',
  add_for: 'Eine Konfiguration %{kind} hinzufügen',
  active: 'Aktiv',
  inactive: 'Inaktiv',
  unknown_kind: 'Diese Konnektorart gibt es nicht mehr.',
  fields: {
    name: 'Name der Konfiguration',
    active: 'Aktiv',
    kind: 'Konnektor',
    type: 'Typ',
    configurations: 'Konfigurationen',
  },
  connectors: {
    fields: {
      apiUrl: 'API-Adresse',
      apiKey: 'API-Schlüssel',
      clientId: 'Client-ID',
      clientSecret: 'Client-Geheimnis',
      merchantId: 'Händler-ID',
      username: 'Benutzername',
      password: 'Passwort',
      host: 'Server',
      port: 'Port',
      directory: 'Ordner',
      endpoint: 'Adresse der Schätzungs-API',
      storeCode: 'Filialcode',
      accountNumber: 'Kontonummer',
      workshopCode: 'Werkstattcode',
      programId: 'Programm-ID',
    },
  },
  types: {
    authentication: 'Authentifizierung',
    buyer: 'Käufer',
    payment_mode: 'Zahlungsart',
    premium_feature: 'Premium-Funktion',
    scheduled: 'Geplant',
    transport: 'Transport',
  },
  help: {
    secret_stored: 'Ein Geheimnis ist gespeichert: leer lassen, um es zu behalten.',
    secret_new: 'Verschlüsselt gespeichert, nie wieder angezeigt.',
    https: 'Nur https://-Adressen.',
  },
  test: {
    button: 'Verbindung testen',
    help: 'Der Test verwendet die gespeicherte Konfiguration: Speichern Sie Ihre Änderungen vor dem Test.',
    failed: 'Der Test konnte nicht gestartet werden.',
  },
}
