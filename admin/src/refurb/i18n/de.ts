import type { RefurbTexts } from './fr'

export const refurbDe: RefurbTexts = {
  loading: 'Wird geladen…',
  back_to_search: 'Zurück zur Suche',
  numbers: 'Artikel %{item} · Ankauf %{buyback}',
  data_erasure: 'Datenlöschung',
  required_by_category: 'Von der Kategorie verlangt',
  native_stock: 'Standardlager',
  errors: { generic: 'Ein Fehler ist aufgetreten, wenden Sie sich an Ihren Administrator.' },
  step_statuses: {
    to_do: 'Zu erledigen',
    in_progress: 'In Arbeit',
    paused: 'Pausiert',
    cancelled: 'Abgebrochen',
    completed: 'Abgeschlossen',
  },
  erasure_methods: {
    nist_800_88_clear: 'NIST 800-88 Clear (Überschreiben)',
    nist_800_88_purge: 'NIST 800-88 Purge',
    cryptographic_erase: 'Kryptografisches Löschen',
    vendor_reset: 'Zurücksetzen durch den Hersteller',
  },
  fields: { step: 'Schritt', cost: 'Kosten', stock: 'Lager' },
  economics: {
    purchase: 'Ankaufspreis',
    planned: 'Geplante Gesamtkosten',
    completed: 'Kosten abgeschlossener Schritte',
    remaining: 'Restkosten',
  },
  search: {
    several: 'Artikel zu diesem Code',
    item_line: 'Ankauf %{buyback} · %{status}',
  },
  diagnosis: {
    title: 'Aufbereitungsdiagnose',
    search: {
      label: 'Artikelcode oder Ankaufsnummer',
      help: 'Code scannen oder eingeben (8 oder 13 Zeichen), dann Eingabe.',
    },
    steps: {
      questions: 'Fragen',
      warehouse_test: 'Werkstatttest',
      summary: 'Übersicht und Schritte',
      stock: 'Lager',
    },
    actions: { next: 'Weiter', submit: 'Diagnose speichern' },
    questions: {
      unique: 'eine Antwort',
      multiple: 'eine oder mehrere Antworten',
      suggests: 'schlägt vor: %{steps}',
    },
    warehouse_test: {
      title: 'Werkstatttest',
      text: 'Dieses Produkt hat keine Aufbereitungsdiagnosefrage: Testen Sie es in der Werkstatt und wählen Sie die Schritte auf dem nächsten Bildschirm.',
    },
    summary: {
      answers: 'Antworten',
      warehouse_test: 'Werkstatttest, ohne Fragen.',
      steps: 'Aufbereitungsschritte',
      steps_help:
        'Die von den Antworten vorgeschlagenen Schritte sind angehakt; fügen Sie welche hinzu oder entfernen Sie sie. Kosten dieser Werkstatt.',
      no_steps: 'Es ist kein Aufbereitungsschritt eingerichtet.',
      suggested: 'Vorgeschlagen',
      erasure_lacking:
        'Die Kategorie %{category} verlangt eine Datenlöschung: Wählen Sie einen Löschschritt aus, um fortzufahren.',
      total:
        'Geplante Gesamtkosten (%{smart_count} Schritt) |||| Geplante Gesamtkosten (%{smart_count} Schritte)',
    },
    stock: {
      label: 'Lager für den Artikel',
      recap:
        '%{smart_count} Schritt geplant, Gesamtkosten %{total}. |||| %{smart_count} Schritte geplant, Gesamtkosten %{total}.',
    },
    finalized: {
      title: 'Diagnose gespeichert',
      text: 'Artikel %{item} wird aufbereitet, im Lager „%{stock}“.',
      steps: 'Geplante Schritte',
      follow: 'Seine Schritte verfolgen',
      another: 'Einen weiteren Artikel diagnostizieren',
    },
  },
  steps: {
    title: 'Aufbereiten',
    search: {
      label: 'Artikelcode oder Ankaufsnummer',
      help: 'Code eines Artikels in Aufbereitung scannen oder eingeben (8 oder 13 Zeichen), dann Eingabe.',
    },
    another: 'Anderer Artikel',
    item: 'Artikel %{item}',
    buyback: 'Ankauf %{buyback}',
    validated: 'Aufbereitung bestätigt: Der Artikel liegt im Lager „%{stock}“.',
    list: '%{smart_count} Schritt |||| %{smart_count} Schritte',
    none: 'Es wurde kein Schritt geplant: Bestätigen Sie die Aufbereitung.',
    card: {
      stock: 'Lager: %{stock}',
      by: 'Letzte Aktion von %{user} am %{date}',
      erasure_required:
        'Schritt zur Datenlöschung: Methode, Werkzeug und Zertifikatsreferenz werden abgefragt.',
      erasure: 'Löschung: %{method}, Werkzeug %{tool}, Zertifikat %{reference}',
      comment: 'Kommentar: %{comment}',
      reason: 'Abbruchgrund: %{reason}',
    },
  },
  step: {
    title: 'Schritt „%{step}“',
    back: 'Schritte des Artikels',
  },
  actions: {
    back: 'Zurück',
    counter: '%{count} / %{max} Zeichen',
    names: {
      start: 'Starten',
      pause: 'Pausieren',
      resume: 'Fortsetzen',
      complete: 'Abschließen',
      cancel: 'Schritt abbrechen',
    },
    labels: {
      start: 'Starten: %{step}',
      pause: 'Pausieren: %{step}',
      resume: 'Fortsetzen: %{step}',
      complete: 'Abschließen: %{step}',
      cancel: 'Schritt abbrechen: %{step}',
      complete_with_comment: 'Mit Kommentar abschließen: %{step}',
    },
    done: {
      start: 'Schritt „%{step}“ gestartet',
      pause: 'Schritt „%{step}“ pausiert',
      resume: 'Schritt „%{step}“ fortgesetzt',
      complete: 'Schritt „%{step}“ abgeschlossen',
      cancel: 'Schritt „%{step}“ abgebrochen',
    },
    fields: {
      confirm_stock: 'Lager des Artikels',
      stock: 'Lager für den Artikel',
      comment: 'Kommentar (optional)',
      reason: 'Abbruchgrund',
      erasure_method: 'Löschmethode',
      erasure_reference: 'Referenz des Zertifikats oder Berichts',
      erasure_tool: 'Löschwerkzeug',
      erasure_tool_help: 'Verwendete Software oder Gerät, mit Version (z. B. Blancco Mobile 6.2).',
      erasure_reference_help: 'Nummer des Löschzertifikats oder -berichts, den das Werkzeug erstellt hat.',
    },
    dialogs: {
      start: {
        title: '„%{step}“ starten',
        text: 'Bestätigen Sie das Lager des Artikels; hat es sich geändert, wird der Artikel dorthin verschoben.',
        confirm: 'Starten',
      },
      pause: {
        title: '„%{step}“ pausieren',
        text: 'Der Schritt kann später fortgesetzt werden.',
        confirm: 'Pausieren',
      },
      complete: {
        title: '„%{step}“ abschließen',
        text: 'Ein abgeschlossener Schritt kann nicht mehr geändert werden. Wählen Sie das Lager für den Artikel.',
        confirm: 'Schritt abschließen',
      },
      cancel: {
        title: '„%{step}“ abbrechen',
        text: 'Ein abgebrochener Schritt wird nicht fortgesetzt: Er kann erneut geplant werden, als neuer Schritt. Seine Kosten fallen aus den geplanten Kosten.',
        erasure_follows:
          'Die Kategorie dieses Artikels verlangt eine Datenlöschung: Planen Sie nach diesem Abbruch erneut einen Löschschritt, sonst kann die Aufbereitung nicht bestätigt werden.',
        confirm: 'Schritt abbrechen',
      },
    },
  },
  plan: {
    label: 'Einen Schritt hinzufügen',
    add: 'Schritt hinzufügen',
    again: 'Erneut planen',
    again_label: 'Erneut planen: %{step}',
    done: 'Schritt „%{step}“ geplant',
  },
  missing: {
    title: 'Vor dem Bestätigen aller Schritte',
    steps: 'Abzuschließende oder abzubrechende Schritte',
    erasure:
      'Die Kategorie %{category} verlangt eine abgeschlossene Datenlöschung: Planen Sie einen Löschschritt und schließen Sie ihn ab.',
    plan: '„%{step}“ planen',
  },
  validate: {
    button: 'Alle Schritte bestätigen',
    title: 'Aufbereitung bestätigen',
    text: 'Artikel %{item} wird „Aufbereitet“ und kommt in das gewählte Lager.',
    stock: 'Ziellager',
    confirm: 'Bestätigen',
  },
  shortcuts: {
    label: 'Tastenkürzel',
    advance: 'startet, beendet oder setzt den aktuellen Schritt fort',
    pause: 'pausiert den laufenden Schritt',
  },
  history: {
    title: 'Verlauf des Schritts',
    comment: '„%{comment}“',
    erasure: 'Löschung: %{method}, Werkzeug %{tool}, Zertifikat %{reference}',
    actions: {
      planned: 'Geplant',
      start: 'Gestartet',
      pause: 'Pausiert',
      resume: 'Fortgesetzt',
      complete: 'Abgeschlossen',
      cancel: 'Abgebrochen',
    },
  },
  completed: {
    title: 'Aufbereitung bestätigt',
    text: 'Artikel %{item} ist aufbereitet, im Lager „%{stock}“.',
    in_stock: 'Artikel im Lager ansehen',
    another: 'Einen weiteren Artikel aufbereiten',
  },
}
