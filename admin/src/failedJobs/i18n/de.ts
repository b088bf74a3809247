import type { FailedJobTexts } from './fr'

export const failedJobsDe: FailedJobTexts = {
  name: 'Fehlgeschlagener Auftrag |||| Fehlgeschlagene Aufträge',
  fields: {
    q: 'Suchen',
    id: 'Nr.',
    type: 'Typ',
    payload: 'Daten',
    attempts: 'Versuche',
    lastError: 'Letzter Fehler',
    createdAt: 'Erstellt am',
    failedAt: 'Fehlgeschlagen seit',
  },
  types: {
    cart_confirmation_mail: 'Bestätigungs-E-Mail des Warenkorbs',
    litigation_proposal_mail: 'E-Mail mit Preisvorschlag',
    quarantine_mail: 'Quarantäne-E-Mail',
    shipping_label: 'Versandetikett',
    purge_finished_jobs: 'Bereinigung erledigter Aufträge',
  },
  empty: 'Keine fehlgeschlagenen Aufträge: die Warteschlange läuft normal.',
  retry: {
    button: 'Erneut ausführen',
    done: 'Der Auftrag ist wieder in der Warteschlange.',
  },
  discard: {
    button: 'Verwerfen',
    title: 'Auftrag Nr. %{id} verwerfen?',
    text: 'Seine Arbeit wird nicht ausgeführt. Dies kann nicht rückgängig gemacht werden.',
    confirm: 'Verwerfen',
    cancel: 'Abbrechen',
    done: 'Der Auftrag wurde verworfen.',
  },
  help: 'Aufträge, die alle Versuche aufgebraucht haben. Ein erneut gestarteter Auftrag erhält alle Versuche zurück; bereits erledigte Arbeit wird nicht wiederholt.',
}
