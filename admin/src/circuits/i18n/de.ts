import type { CircuitTexts } from './fr'

export const circuitsDe: CircuitTexts = {
  name: 'Kreislauf |||| Kreisläufe',
  help: {
    no_transport_mode:
      'Keine aktive Web-Versandart bedient die Abgabe „%{deposit}“: dieser Kreislauf wird auf der Website erst angeboten, wenn es eine gibt.',
    create_transport_mode: 'Versandart anlegen',
  },
  fields: {
    q: 'Suchen',
    name: 'Name',
    status: 'Status',
    channel: 'Kanal',
    deposit: 'Abgabe',
    description: 'Beschreibung',
    eligibleCountries: 'Zugelassene Länder',
    paymentModeIds: 'Zahlungsarten',
    transferOrderNumberOfCopy: 'Exemplare der Abtretungserklärung',
    depositBonusAmount: 'Abgabebonus',
    depositBonus: 'Abgabebonus (Cent)',
    defaultInstructions: 'Standardanweisungen',
    instruction: 'Anweisung',
    instructionType: 'Typ',
    packingSteps: 'Verpackungsschritte',
    packingStep: 'Schritt',
  },
  status: {
    active: 'Aktiv',
    inactive: 'Inaktiv',
  },
  channels: {
    web: 'Web',
    store: 'Filiale',
  },
  codes: {
    store_collect: 'Filiale – Abholung durch Spediteur',
    store_drop: 'Filiale – Abgabe an der Theke',
    store_drop_label: 'Filiale – Abgabe mit Etikett',
    web_collect: 'Web – Abholung zu Hause',
    web_drop: 'Web – Abgabe in der Filiale',
    web_drop_label: 'Web – Abgabe im Paketshop',
    web_post: 'Web – per Post',
  },
  deposits: {
    collect: 'Abholung',
    drop: 'Abgabe',
    drop_label: 'Abgabe mit Etikett',
    post: 'Postversand',
  },
  validation: {
    no_markup: 'Keine Zeichen < oder >',
    six_instructions: 'Höchstens 6 Anweisungen',
    whole: 'Eine ganze Zahl',
  },
  instruction_types: {
    agenda: 'Termin',
    close: 'Schließen',
    deliver: 'Liefern',
    insert: 'Einlegen',
    join: 'Beifügen',
    mailbox: 'Briefkasten',
    none: 'Keine',
    post: 'Aufgeben',
    print: 'Drucken',
    protect: 'Schützen',
    sign: 'Unterschreiben',
  },
}
