import type { ExpeditionTexts } from './fr'

export const expeditionDe: ExpeditionTexts = {
  title: 'Versand',
  failed: 'Der Vorgang ist fehlgeschlagen, bitte erneut versuchen.',
  loading: 'Wird geladen…',
  back: 'Zurück zum Versand',
  statuses: {
    open: 'Offen',
    shipped: 'Versendet',
    delivered: 'Zugestellt',
  },
  fields: {
    customer: 'Kunde (Rücksendung)',
    identificationNumber: 'Identifikationsnummer',
    buyback: 'Ankaufsnummer',
    product: 'Produkt',
    destination: 'Ziel',
    status: 'Status',
    number: 'Paketnummer',
    tracking: 'Sendungsverfolgung',
    carrier: 'Versanddienstleister',
    itemCount: 'Artikel',
    createdAt: 'Erstellt am',
    closedAt: 'Versendet am',
    needsLabel: 'Eigenes Etikett',
  },
  awaiting: {
    title: 'Artikel, die auf den Versand warten',
    empty: 'Hier wartet kein Artikel auf den Versand.',
    needsLabel: 'Geht einzeln mit eigenem Etikett',
    inPackage: 'In einem offenen Paket',
  },
  open: {
    title: 'Pakete in Vorbereitung',
    empty: 'Kein Paket in Vorbereitung.',
    continue: 'Fortsetzen',
  },
  shipped: {
    title: 'Kürzlich versendete Pakete',
    empty: 'Noch kein Paket versendet.',
    reprint: 'Etikett erneut drucken',
  },
  actions: {
    newPackage: 'Neues Paket',
    shipWithLabel: 'Einen Artikel mit eigenem Etikett versenden',
  },
  takeItem: {
    notAwaiting: 'Dieser Artikel wartet hier nicht auf den Versand.',
  },
  package: {
    title: 'Paket %{number}',
    new: 'Neues Paket',
    firstScan: 'Scannen Sie den ersten Artikel: Das Paket wird mit ihm angelegt.',
    scan: {
      label: 'Identifikationsnummer des Artikels',
      help: 'Nummer scannen oder eingeben, dann Enter: Der Artikel wird dem Paket hinzugefügt.',
    },
    added: 'Artikel %{number} zum Paket hinzugefügt.',
    content: 'Paketinhalt',
    empty: 'Das Paket ist leer: Scannen Sie die Artikel, die hinein sollen.',
    buyback: 'Ankauf %{number}',
    remove: '%{number} aus dem Paket nehmen',
    destination: 'Ziel: %{name}',
    destinationUnknown: 'Das Ziel steht mit dem ersten Artikel fest.',
    notOpen: 'Dieses Paket ist bereits geschlossen: Sein Inhalt kann sich nicht mehr ändern.',
    seeConfirmation: 'Sendung ansehen',
  },
  steps: {
    title: 'Verpackungsschritte',
    instructions: 'Anweisungen des Kunden',
    help: 'Haken Sie jeden erledigten Schritt ab, um das Paket schließen zu können. Etikett und Beleg entstehen beim Schließen: Der nächste Bildschirm sagt, wann Sie sie einlegen und aufkleben.',
  },
  close: {
    button: 'Paket schließen',
    needsItems: 'Fügen Sie mindestens einen Artikel hinzu, bevor Sie das Paket schließen.',
    needsSteps: 'Haken Sie alle Verpackungsschritte ab, bevor Sie das Paket schließen.',
    confirmTitle: 'Paket %{number} schließen?',
    confirmContent:
      'Der Paketinhalt wird gesperrt (%{smart_count} Artikel) und das Versandetikett gebucht. |||| Der Paketinhalt wird gesperrt (%{smart_count} Artikel) und das Versandetikett gebucht.',
  },
  withLabel: {
    title: 'Einen Artikel mit eigenem Etikett versenden',
    scan: {
      label: 'Identifikationsnummer des zurückzusendenden Artikels',
      help: 'Nummer scannen oder eingeben, dann Enter.',
    },
    ship: 'Etikett buchen und versenden',
  },
  confirmation: {
    title: 'Versand bestätigt',
    nextSteps: {
      to_buyer:
        'Danach: Etikett und Packliste drucken, die Packliste in den Karton legen, ihn schließen und das Etikett aufkleben.',
      to_workshop:
        'Danach: Etikett und Transportauftrag drucken, den Karton schließen und das Etikett aufkleben.',
    },
    packageShipped:
      'Paket %{number} ist geschlossen und sein Etikett gebucht: Es geht mit dem Spediteur, sobald es verschlossen ist.',
    itemShipped:
      'Das Etikett von Artikel %{number} ist gebucht: Er geht mit dem Spediteur, sobald er verpackt ist.',
    items: 'Versendete Artikel',
    documents: {
      label: 'Etikett herunterladen',
      transport_order: 'Transportauftrag herunterladen',
      packing_slip: 'Lieferschein herunterladen',
    },
    missing: 'Keine Sendung anzuzeigen.',
  },
}
