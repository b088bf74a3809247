import type { Texts } from '../../providers/i18n/texts'

/** Texts of the shipping methods (resources.shipping-methods), French being the reference. */
export const shippingMethodsFr = {
  name: 'Mode de transport |||| Modes de transport',
  link: 'Modes de transport',
  no_modifier: 'Aucun',
  fields: {
    q: 'Rechercher',
    type: 'Type',
    channel: 'Canal',
    status: 'Statut',
    description: 'Description',
    deposits: 'Types de dépôt transportés',
    countries: 'Pays',
    paymentModeIds: 'Modes de paiement',
    modifier: {
      type: 'Type de modificateur',
      value: 'Modificateur (centimes ou %)',
      cappedAmount: 'Plafond du modificateur (centimes)',
    },
  },
  help: { type: 'Les transporteurs que ce compte peut utiliser ; le bac à sable n’envoie aucun colis réel' },
}

export type ShippingMethodTexts = Texts<typeof shippingMethodsFr>
