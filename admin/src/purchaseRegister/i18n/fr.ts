import type { Texts } from '../../providers/i18n/texts'

/** Texts of the purchase register (resources.purchase-register), French being the reference. */
export const purchaseRegisterFr = {
  name: 'Registre des achats',
  empty: 'Aucune entrée pour ces filtres.',
  erased: 'effacé',
  account_register: 'Registre du compte',
  fields: {
    number: 'N°',
    recordedAt: 'Date',
    store: 'Magasin ou atelier',
    storeId: 'Magasin ou atelier',
    month: 'Mois',
    from: 'Du',
    to: 'Au',
    object: 'Objet',
    price: 'Prix payé',
    paymentType: 'Moyen de paiement',
    seller: 'Vendeur',
  },
  serial_number: 'N° de série : %{value}',
  imei: 'IMEI : %{value}',
  identity_number: 'n° %{value}',
  identity_issued: 'délivrée par %{authority} le %{date}',
  corrects: 'corrige le n° %{number}',
  kinds: { purchase: 'Achat', cancellation: 'Annulation', price_change: 'Nouveau prix' },
  payment_types: {
    bank_transfer: 'Virement',
    no_iban_transfer: 'Virement (IBAN demandé)',
    gift_card: 'Carte cadeau',
    voucher: "Bon d'achat",
    manual: 'Paiement manuel',
  },
  identity_types: {
    driving_licence: 'Permis de conduire',
    identity_card: "Carte d'identité",
    passport: 'Passeport',
    residence_permit: 'Titre de séjour',
  },
  download: { csv: 'Télécharger le CSV', pdf: 'Télécharger le PDF' },
}

export type PurchaseRegisterTexts = Texts<typeof purchaseRegisterFr>
