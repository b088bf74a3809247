import type { Texts } from '../../providers/i18n/texts'

/**
 * The texts of `/searchPayment`, its SEPA transfers and the buy-back's payment tab (issue 19), French
 * first: the other languages follow its shape. Status and event names are the buy-backs' (shared).
 */
export const paymentsFr = {
  name: 'Paiement |||| Paiements',
  empty: 'Aucun paiement ne correspond à ces filtres.',
  close: 'Fermer',
  history: 'Historique du paiement',
  no_history: 'Aucun évènement enregistré pour ce paiement.',
  by: 'par %{name}',
  attempts: '%{smart_count} tentative |||| %{smart_count} tentatives',
  tab: 'Paiement',
  no_payment: 'Ce rachat n’a pas de paiement.',
  fields: {
    q: 'N° de rachat, nom ou e-mail du client',
    status: 'Statut',
    type: 'Type',
    createdFrom: 'Créé depuis',
    createdTo: 'Créé jusqu’au',
    buyback: 'Rachat',
    customer: 'Client',
    amount: 'Montant',
    createdAt: 'Créé le',
    updatedAt: 'Modifié le',
    paidAt: 'Payé le',
    failureReason: 'Motif de l’échec',
    provider: 'Prestataire',
    mode: 'Mode de paiement',
    manualPaymentInfo: 'Information de paiement',
    sepaFile: 'Virement SEPA',
  },
  failure_reasons: {
    payment_iban_missing: 'IBAN du client manquant',
    payment_provider_unknown: 'Aucun prestataire de paiement pour ce mode',
    payment_provider_unavailable: 'Prestataire de paiement injoignable',
    payment_provider_no_card: 'Aucun numéro de carte ou de bon émis',
    payment_provider_limit: 'Montant refusé par le prestataire (plafond)',
    payment_iban_invalid: 'IBAN du client invalide',
    payment_provider_card_unknown: 'Carte ou bon inconnu du prestataire',
    payment_provider_card_blocked: 'Carte ou bon bloqué ou expiré',
    payment_provider_currency: 'Devise refusée par le prestataire',
    payment_provider_invalid_request: 'Demande refusée comme invalide',
    payment_provider_unauthorized: 'Identifiants refusés (connecteur à vérifier)',
    payment_provider_invalid_address: 'Adresse du prestataire invalide (connecteur à vérifier)',
    payment_provider_refused: 'Paiement refusé par le prestataire',
  },
  sandbox: {
    chip: 'Bac à sable (test)',
    hint: "Aucun connecteur de ce type n'est actif : le bac à sable paie, sans carte ni bon réellement crédité.",
  },
  types: {
    bank_transfer: 'Virement bancaire',
    no_iban_transfer: 'Virement sans IBAN',
    gift_card: 'Carte cadeau',
    voucher: 'Bon d’achat',
    manual: 'Paiement manuel',
  },
  relaunch: {
    button: 'Relancer',
    bulk_button: 'Relancer la sélection',
    done: 'Paiement relancé : il sera traité dans un instant.',
    bulk_done:
      '%{smart_count} paiement relancé : il sera traité dans un instant. |||| %{smart_count} paiements relancés : ils seront traités dans un instant.',
    bulk_none: 'Aucun paiement relancé.',
    bulk_refused: '%{smart_count} paiement refusé : |||| %{smart_count} paiements refusés :',
    refusal: 'Rachat %{number} : %{message}',
    failed: 'La relance des paiements a échoué.',
  },
  mark_as_paid: {
    button: 'Marquer comme payé',
    title: 'Marquer le paiement %{number} comme payé',
    explain:
      'Le paiement manuel de %{amount} est considéré comme versé au client. Cette action est définitive.',
    info: 'Information de paiement (facultatif)',
    info_help: 'Par exemple : n° de chèque, date de remise en main propre.',
    too_long: '255 caractères au plus.',
    confirm: 'Marquer comme payé',
    done: 'Paiement marqué comme payé.',
  },
  sepa: {
    title: 'Virements SEPA',
    open: 'Virements SEPA',
    back: 'Retour aux paiements',
    help: 'Chaque jour ouvré, les virements bancaires en attente sont regroupés dans un fichier SEPA (pain.001) à transmettre à la banque. Une fois la remise exécutée par la banque, marquez-la comme exécutée : ses paiements passent à payé.',
    empty: 'Aucun fichier SEPA pour l’instant.',
    build: 'Générer le fichier du jour',
    built: 'Fichier SEPA généré.',
    download: 'Télécharger',
    confirm: 'Marquer comme exécuté',
    confirm_title: 'Marquer la remise %{messageId} comme exécutée ?',
    confirm_text:
      'La banque a exécuté le virement de cette remise : il passe à payé. Cette action est définitive. |||| La banque a exécuté les %{smart_count} virements de cette remise : ils passent à payé. Cette action est définitive.',
    confirmed: 'Remise marquée comme exécutée : ses paiements sont payés.',
    executed: 'Exécuté le %{date}',
    pending: 'En attente de la banque',
    fields: {
      messageId: 'Référence de remise',
      createdAt: 'Généré le',
      paymentCount: 'Virements',
      totalAmount: 'Montant total',
      confirmedAt: 'État',
    },
  },
}

export type PaymentsTexts = Texts<typeof paymentsFr>
