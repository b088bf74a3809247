import type { Texts } from '../../providers/i18n/texts'

/** Texts of the circuit screens (resources.circuits), French being the reference. */
export const circuitsFr = {
  name: 'Circuit |||| Circuits',
  help: {
    no_transport_mode:
      'Aucun mode de transport web actif ne sert le dépôt « %{deposit} » : ce circuit ne sera pas proposé sur le site tant qu’il n’y en a pas.',
    create_transport_mode: 'Créer un mode de transport',
  },
  fields: {
    q: 'Rechercher',
    name: 'Nom',
    status: 'Statut',
    channel: 'Canal',
    deposit: 'Dépôt',
    description: 'Description',
    eligibleCountries: 'Pays éligibles',
    paymentModeIds: 'Modes de paiement',
    transferOrderNumberOfCopy: "Exemplaires de l'ordre de cession",
    depositBonusAmount: 'Bonus de dépôt',
    depositBonus: 'Bonus de dépôt (centimes)',
    defaultInstructions: 'Instructions par défaut',
    instruction: 'Instruction',
    instructionType: 'Type',
    packingSteps: "Étapes d'emballage",
    packingStep: 'Étape',
  },
  status: {
    active: 'Actif',
    inactive: 'Inactif',
  },
  channels: {
    web: 'Web',
    store: 'Magasin',
  },
  codes: {
    store_collect: 'Magasin – enlèvement par transporteur',
    store_drop: 'Magasin – dépôt au comptoir',
    store_drop_label: 'Magasin – dépôt avec étiquette',
    web_collect: 'Web – enlèvement à domicile',
    web_drop: 'Web – dépôt en magasin',
    web_drop_label: 'Web – dépôt en point relais',
    web_post: 'Web – envoi postal',
  },
  deposits: {
    collect: 'Collecte',
    drop: 'Dépôt',
    drop_label: 'Dépôt avec étiquette',
    post: 'Envoi postal',
  },
  validation: {
    no_markup: 'Pas de caractères < ou >',
    six_instructions: 'Au plus 6 instructions',
    whole: 'Un nombre entier',
  },
  instruction_types: {
    agenda: 'Rendez-vous',
    close: 'Fermer',
    deliver: 'Livrer',
    insert: 'Insérer',
    join: 'Joindre',
    mailbox: 'Boîte aux lettres',
    none: 'Aucun',
    post: 'Poster',
    print: 'Imprimer',
    protect: 'Protéger',
    sign: 'Signer',
  },
}

export type CircuitTexts = Texts<typeof circuitsFr>
