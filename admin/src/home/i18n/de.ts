import type { HomeTexts } from './fr'

export const homeDe: HomeTexts = {
  greeting: 'Hallo %{name}',
  organization: 'Sie arbeiten für %{organization}',
  shortcuts_title: 'Schnellzugriff',
  coming_soon: 'Demnächst verfügbar',
  empty: 'Kein Schnellzugriff für Ihr Profil.',
  checklist: {
    title: 'Start von %{name}',
    help: 'Was vor dem ersten Ankauf noch fehlt; jede Zeile führt zur Seite, die es behebt.',
    done: 'Erledigt',
    todo: 'Offen',
    by_platform: 'Das Plattform-Team richtet dies ein: kontaktieren Sie es.',
    items: {
      linked_buyer: 'Ein dem Kunden zugeordneter Käufer',
      published_category: 'Eine veröffentlichte Kategorie',
      published_product: 'Ein veröffentlichtes Produkt mit Preisen je Zustand und Diagnosefragen',
      circuit_web: 'Ein Web-Kreislauf mit einer Zahlungsart und einer Versandart',
      circuit_store:
        'Ein Filial-Kreislauf mit einer Zahlungsart (und einer Versandart, wenn er die Artikel versendet)',
      workshop_stocks: 'Eine Werkstatt mit ihren Beständen',
      white_label_host: 'Eine aktive White-Label-Website',
    },
  },
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
