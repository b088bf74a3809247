import type { Texts } from '../../providers/i18n/texts'

/** Texts of the client screens (resources.clients), French being the reference. */
export const clientsFr = {
  name: 'Client |||| Clients',
  none: 'Aucun pour ce client.',
  fields: {
    q: 'Rechercher',
    module: 'Module',
    commonName: 'Nom commercial',
    corporateName: 'Raison sociale',
    siret: 'SIRET',
    shareCapital: 'Capital social (€)',
    status: 'Statut',
    street: 'Adresse',
    streetComplement: "Complément d'adresse",
    zipCode: 'Code postal',
    city: 'Ville',
    country: 'Pays (code ISO)',
    webUrl: 'Site web',
    gtmId: 'Identifiant Google Tag Manager',
    consentToolId: "Identifiant de l'outil de consentement",
    paymentIssuer: 'Émetteur du paiement',
    transportContractHolder: 'Titulaire du contrat de transport',
    modules: 'Modules',
    premiumFeatures: 'Options premium',
    activeCircuitIds: 'Circuits actifs',
    activePaymentModeIds: 'Modes de paiement actifs',
    activeShippingMethodIds: 'Modes de transport actifs',
    whiteLabel: {
      host: 'Adresse du site en marque blanche',
      status: 'Statut du site',
    },
  },
  status: {
    active: 'Actif',
    inactive: 'Inactif',
  },
  parties: {
    retailer: 'Enseigne',
    buyer: 'Acheteur',
  },
  modules: {
    tim: 'Enseigne',
    lcm: 'Acheteur',
    rps: 'Superviseur des ateliers',
  },
  premium: {
    custom_transfer_order: 'Bon de cession personnalisé',
    imei_search_and_collect: 'Recherche et collecte par IMEI',
    multi_product_cart: 'Panier multi-produits',
    payment_bonus: 'Bonus de paiement',
    absorption: 'Absorption',
    sftp_access: 'Accès SFTP',
    deposit_bonus: 'Bonus de dépôt',
    refurb_connector: 'Connecteur de reconditionnement',
    scan_searchbar: 'Barre de recherche par scan',
  },
  tabs: {
    general: 'Informations générales',
    modules: 'Modules',
    circuits: 'Circuits actifs',
    paymentModes: 'Modes de paiement',
    transport: 'Transport',
    whiteLabel: 'Site en marque blanche',
    premium: 'Options premium',
    deletion: 'Suppression du compte',
  },
  help: {
    modules: 'Un module ne peut être retiré tant que des entités ou des utilisateurs actifs en dépendent.',
    host: 'Par exemple reprise.mon-enseigne.fr',
  },
  validation: {
    siret: '14 chiffres',
    country: 'Code pays à 2 lettres',
  },
  deletion: {
    help: 'Seul un compte inactif, sans acheteur ni enseigne liés et sans historique de rachats, peut être supprimé. La suppression est définitive.',
    confirm_title: 'Supprimer « %{name} » ?',
    confirm_content:
      'Le compte, ses entités, ses utilisateurs et son catalogue seront supprimés définitivement.',
  },
  linked_buyers: {
    link: 'Acheteurs liés',
    title: 'Acheteurs liés à %{name}',
    help: 'Cochez les comptes acheteurs avec lesquels ce client travaille.',
    failed: "Les acheteurs liés n'ont pas pu être chargés.",
  },
}

export type ClientTexts = Texts<typeof clientsFr>
