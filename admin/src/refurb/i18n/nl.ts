import type { RefurbTexts } from './fr'

export const refurbNl: RefurbTexts = {
  loading: 'Laden…',
  back_to_search: 'Terug naar zoeken',
  numbers: 'Artikel %{item} · terugkoop %{buyback}',
  data_erasure: 'Gegevenswissing',
  required_by_category: 'Vereist door de categorie',
  native_stock: 'standaardvoorraad',
  errors: { generic: 'Er is een fout opgetreden, neem contact op met uw beheerder.' },
  step_statuses: {
    to_do: 'Te doen',
    in_progress: 'Bezig',
    paused: 'Gepauzeerd',
    cancelled: 'Geannuleerd',
    completed: 'Voltooid',
  },
  erasure_methods: {
    nist_800_88_clear: 'NIST 800-88 Clear (overschrijven)',
    nist_800_88_purge: 'NIST 800-88 Purge',
    cryptographic_erase: 'Cryptografisch wissen',
    vendor_reset: 'Reset door de fabrikant',
  },
  fields: { step: 'Stap', cost: 'Kosten', stock: 'Voorraad' },
  economics: {
    purchase: 'Aankoopprijs',
    planned: 'Totale geplande kosten',
    completed: 'Kosten van voltooide stappen',
    remaining: 'Resterende kosten',
  },
  search: {
    several: 'Artikelen die bij de code horen',
    item_line: 'Terugkoop %{buyback} · %{status}',
  },
  diagnosis: {
    title: 'Revisiediagnose',
    search: {
      label: 'Artikelcode of terugkoopnummer',
      help: 'Scan of typ de code (8 of 13 tekens) en druk op Enter.',
    },
    steps: {
      questions: 'Vragen',
      warehouse_test: 'Werkplaatstest',
      summary: 'Overzicht en stappen',
      stock: 'Voorraad',
    },
    actions: { next: 'Volgende', submit: 'Diagnose vastleggen' },
    questions: {
      unique: 'één antwoord',
      multiple: 'één of meer antwoorden',
      suggests: 'stelt voor: %{steps}',
    },
    warehouse_test: {
      title: 'Werkplaatstest',
      text: 'Dit product heeft geen revisiediagnosevraag: test het in de werkplaats en kies daarna de stappen op het volgende scherm.',
    },
    summary: {
      answers: 'Antwoorden',
      warehouse_test: 'Werkplaatstest, zonder vragen.',
      steps: 'Revisiestappen',
      steps_help:
        'De stappen die de antwoorden voorstellen zijn aangevinkt; voeg er toe of haal er weg. Kosten in deze werkplaats.',
      no_steps: 'Er is geen revisiestap ingesteld.',
      suggested: 'Voorgesteld',
      erasure_lacking:
        'De categorie %{category} vereist een gegevenswissing: vink een wisstap aan om verder te gaan.',
      total:
        'Totale geplande kosten (%{smart_count} stap) |||| Totale geplande kosten (%{smart_count} stappen)',
    },
    stock: {
      label: 'Voorraad waarin het artikel komt',
      recap:
        '%{smart_count} stap gepland, totale kosten %{total}. |||| %{smart_count} stappen gepland, totale kosten %{total}.',
    },
    finalized: {
      title: 'Diagnose vastgelegd',
      text: 'Artikel %{item} wordt gereviseerd, in de voorraad „%{stock}”.',
      steps: 'Geplande stappen',
      follow: 'De stappen volgen',
      another: 'Een ander artikel diagnosticeren',
    },
  },
  steps: {
    title: 'Reviseren',
    search: {
      label: 'Artikelcode of terugkoopnummer',
      help: 'Scan of typ de code van een artikel in revisie (8 of 13 tekens) en druk op Enter.',
    },
    another: 'Ander artikel',
    item: 'Artikel %{item}',
    buyback: 'terugkoop %{buyback}',
    validated: 'Revisie gevalideerd: het artikel staat in de voorraad „%{stock}”.',
    list: '%{smart_count} stap |||| %{smart_count} stappen',
    none: 'Er is geen stap gepland: valideer de revisie.',
    card: {
      stock: 'Voorraad: %{stock}',
      by: 'Laatste actie door %{user} op %{date}',
      erasure_required:
        'Stap voor gegevenswissing: de methode, de tool en de certificaatreferentie worden gevraagd.',
      erasure: 'Wissing: %{method}, tool %{tool}, certificaat %{reference}',
      comment: 'Opmerking: %{comment}',
      reason: 'Reden van annulering: %{reason}',
    },
  },
  step: {
    title: 'Stap „%{step}”',
    back: 'Stappen van het artikel',
  },
  actions: {
    back: 'Terug',
    counter: '%{count} / %{max} tekens',
    names: {
      start: 'Starten',
      pause: 'Pauzeren',
      resume: 'Hervatten',
      complete: 'Voltooien',
      cancel: 'Stap annuleren',
    },
    labels: {
      start: 'Starten: %{step}',
      pause: 'Pauzeren: %{step}',
      resume: 'Hervatten: %{step}',
      complete: 'Voltooien: %{step}',
      cancel: 'Stap annuleren: %{step}',
      complete_with_comment: 'Voltooien met een opmerking: %{step}',
    },
    done: {
      start: 'Stap „%{step}” gestart',
      pause: 'Stap „%{step}” gepauzeerd',
      resume: 'Stap „%{step}” hervat',
      complete: 'Stap „%{step}” voltooid',
      cancel: 'Stap „%{step}” geannuleerd',
    },
    fields: {
      confirm_stock: 'Voorraad van het artikel',
      stock: 'Voorraad waarin het artikel komt',
      comment: 'Opmerking (optioneel)',
      reason: 'Reden van annulering',
      erasure_method: 'Wismethode',
      erasure_reference: 'Referentie van het certificaat of rapport',
      erasure_tool: 'Wistool',
      erasure_tool_help: 'Gebruikte software of apparaat, met versie (bv. Blancco Mobile 6.2).',
      erasure_reference_help: 'Nummer van het wiscertificaat of -rapport dat de tool heeft gemaakt.',
    },
    dialogs: {
      start: {
        title: '„%{step}” starten',
        text: 'Bevestig de voorraad waarin het artikel staat; is die veranderd, dan wordt het artikel verplaatst.',
        confirm: 'Starten',
      },
      pause: {
        title: '„%{step}” pauzeren',
        text: 'De stap kan later worden hervat.',
        confirm: 'Pauzeren',
      },
      complete: {
        title: '„%{step}” voltooien',
        text: 'Een voltooide stap kan niet meer veranderen. Kies de voorraad waarin het artikel komt.',
        confirm: 'Stap voltooien',
      },
      cancel: {
        title: '„%{step}” annuleren',
        text: 'Een geannuleerde stap wordt niet hervat: hij kan opnieuw worden gepland, als nieuwe stap. De kosten vallen uit de geplande kosten.',
        erasure_follows:
          'De categorie van dit artikel vereist een gegevenswissing: plan na deze annulering opnieuw een wisstap, anders kan de refurbishment niet worden gevalideerd.',
        confirm: 'Stap annuleren',
      },
    },
  },
  plan: {
    label: 'Een stap toevoegen',
    add: 'Stap toevoegen',
    again: 'Opnieuw plannen',
    again_label: 'Opnieuw plannen: %{step}',
    done: 'Stap ‘%{step}’ gepland',
  },
  missing: {
    title: 'Voordat alle stappen worden gevalideerd',
    steps: 'Stappen om te voltooien of te annuleren',
    erasure:
      'De categorie %{category} vereist een afgeronde gegevenswissing: plan een wisstap en voltooi die.',
    plan: '‘%{step}’ plannen',
  },
  validate: {
    button: 'Alle stappen valideren',
    title: 'De revisie valideren',
    text: 'Artikel %{item} wordt „Gereviseerd” en gaat naar de gekozen voorraad.',
    stock: 'Bestemmingsvoorraad',
    confirm: 'Valideren',
  },
  shortcuts: {
    label: 'Sneltoetsen',
    advance: 'start, voltooit of hervat de huidige stap',
    pause: 'pauzeert de lopende stap',
  },
  history: {
    title: 'Geschiedenis van de stap',
    comment: '„%{comment}”',
    erasure: 'Wissing: %{method}, tool %{tool}, certificaat %{reference}',
    actions: {
      planned: 'Gepland',
      start: 'Gestart',
      pause: 'Gepauzeerd',
      resume: 'Hervat',
      complete: 'Voltooid',
      cancel: 'Geannuleerd',
    },
  },
  completed: {
    title: 'Revisie gevalideerd',
    text: 'Artikel %{item} is gereviseerd, in de voorraad „%{stock}”.',
    in_stock: 'Het artikel in voorraad bekijken',
    another: 'Een ander artikel reviseren',
  },
}
