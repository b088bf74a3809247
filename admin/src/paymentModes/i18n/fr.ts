import type { Texts } from '../../providers/i18n/texts'

/** Texts of the payment mode screens (resources.paymentModes), French being the reference. */
export const paymentModesFr = {
  name: 'Mode de paiement |||| Modes de paiement',
  fields: {
    q: 'Rechercher',
    label: 'Libellé',
    type: 'Type',
    provider: 'Fournisseur',
    status: 'Statut',
    description: 'Description',
    longDescription: 'Description longue',
    mailContent: 'Contenu du mail',
    iban: 'IBAN',
    manualPaymentInfo: 'Informations de paiement manuel',
    modifier: {
      type: 'Type de modificateur',
      value: 'Valeur du modificateur (centimes ou %)',
      cappedAmount: 'Plafond du modificateur (centimes)',
    },
    bonusMode: 'Bonus / malus',
    bonusValue: 'Valeur du bonus (% ou centimes)',
    bonusCap: 'Plafond du bonus (centimes)',
  },
  types: {
    bank_transfer: 'Virement bancaire',
    no_iban_transfer: 'Virement sans IBAN',
    gift_card: 'Carte cadeau',
    voucher: "Bon d'achat",
    manual: 'Paiement manuel',
  },
  status: {
    active: 'Actif',
    inactive: 'Inactif',
  },
  bonus_modes: {
    disabled: 'Désactivé',
    percentage: 'Pourcentage',
    amount: 'Montant',
  },
  no_modifier: 'Aucun modificateur',
  help: {
    modifier_optional: 'Laissez vide s’il n’y a pas de modificateur.',
  },
  modifier_types: {
    fixed: 'Montant fixe',
    percentage: 'Pourcentage',
  },
  sections: {
    modifier: 'Modificateur',
    bonus: 'Bonus ou malus',
  },
  alert: {
    create: 'Mode de paiement « %{name} » créé.',
    edit: 'Mode de paiement « %{name} » enregistré.',
  },
  validation: {
    max_lines: 'Au plus %{max} lignes',
    bonus_value: 'Un nombre entier différent de 0 (de %{min} à %{max} pour un pourcentage)',
    cap_sign: 'Même signe que le bonus',
  },
}

export type PaymentModeTexts = Texts<typeof paymentModesFr>
