import type { CheckinTexts } from './fr'

export const checkinDe: CheckinTexts = {
  title: 'Wareneingang',
  scan: {
    label: 'Ankaufsnummer, Artikelcode, Paketnummer oder Sendungsnummer des Spediteurs',
    help: 'Code scannen oder eingeben, dann Enter; Enter im leeren Feld bestätigt.',
  },
  found: {
    buyback: 'Rückkauf %{code}',
    item: 'Artikel %{code}',
    package: 'Paket %{code}',
    tracking: 'Sendungsnummer des Spediteurs: %{number}',
  },
  package: {
    title: 'Paketinhalt: %{done}/%{total} Artikel gefunden',
    help: 'Haken Sie jeden Artikel ab, wenn Sie ihn aus dem Paket nehmen, oder scannen Sie seinen Code; die Erfassung wird bestätigt, sobald alle gefunden sind.',
  },
  fields: {
    buyback: 'Rückkaufnummer',
    brandModel: 'Marke und Modell',
    declaredGrade: 'Angegebener Zustand',
    circuit: 'Kreislauf',
    expectedWorkshop: 'Erwartete Werkstatt',
    answers: 'Angegebene Antworten',
  },
  confirm: 'Erfassung bestätigen',
  unknownCode: 'Dieser Code wird nicht erkannt.',
  failed: 'Die Erfassung ist fehlgeschlagen, bitte erneut versuchen.',
  confirmation: {
    title: 'Erfassung bestätigt',
    done: 'Artikel erfasst (Rückkauf %{number}). |||| %{smart_count} Artikel erfasst.',
    printLabel: 'Etikett drucken',
    next: 'Nächstes Paket',
  },
}
