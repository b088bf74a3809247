import type { CircuitTexts } from './fr'

export const circuitsNl: CircuitTexts = {
  name: 'Circuit |||| Circuits',
  help: {
    no_transport_mode:
      'Geen actieve webverzendwijze bedient de afgifte "%{deposit}": dit circuit wordt pas op de website aangeboden als er een is.',
    create_transport_mode: 'Een verzendwijze aanmaken',
  },
  fields: {
    q: 'Zoeken',
    name: 'Naam',
    status: 'Status',
    channel: 'Kanaal',
    deposit: 'Afgifte',
    description: 'Beschrijving',
    eligibleCountries: 'Toegelaten landen',
    paymentModeIds: 'Betaalwijzen',
    transferOrderNumberOfCopy: 'Exemplaren overdrachtsorder',
    depositBonusAmount: 'Afgiftebonus',
    depositBonus: 'Afgiftebonus (cent)',
    defaultInstructions: 'Standaardinstructies',
    instruction: 'Instructie',
    instructionType: 'Type',
    packingSteps: 'Verpakkingsstappen',
    packingStep: 'Stap',
  },
  status: {
    active: 'Actief',
    inactive: 'Inactief',
  },
  channels: {
    web: 'Web',
    store: 'Winkel',
  },
  codes: {
    store_collect: 'Winkel – ophaling door vervoerder',
    store_drop: 'Winkel – afgifte aan de balie',
    store_drop_label: 'Winkel – afgifte met label',
    web_collect: 'Web – ophaling aan huis',
    web_drop: 'Web – afgifte in de winkel',
    web_drop_label: 'Web – afgifte in afhaalpunt',
    web_post: 'Web – per post',
  },
  deposits: {
    collect: 'Ophaling',
    drop: 'Afgifte',
    drop_label: 'Afgifte met label',
    post: 'Per post',
  },
  validation: {
    no_markup: 'Geen tekens < of >',
    six_instructions: 'Hoogstens 6 instructies',
    whole: 'Een geheel getal',
  },
  instruction_types: {
    agenda: 'Afspraak',
    close: 'Sluiten',
    deliver: 'Leveren',
    insert: 'Invoegen',
    join: 'Bijvoegen',
    mailbox: 'Brievenbus',
    none: 'Geen',
    post: 'Posten',
    print: 'Afdrukken',
    protect: 'Beschermen',
    sign: 'Ondertekenen',
  },
}
