import type { Texts } from './texts'
import { productsFr } from '../../products/i18n/fr'
import { homeFr } from '../../home/i18n/fr'
import { statisticsFr } from '../../statistics/i18n/fr'
import { sftpFr } from '../../sftp/i18n/fr'
import { loginFr } from '../../login/i18n/fr'
import { passwordFr } from '../../password/i18n/fr'
import { ssoFr } from '../../sso/i18n/fr'
import { designFr } from '../../design/i18n/fr'
import { settingsFr, settingsResourceFr } from '../../settings/i18n/fr'
import { searchSynonymsFr } from '../../searchSynonyms/i18n/fr'
import { warehouseDispatchFr } from '../../warehouseDispatch/i18n/fr'
import { dispatchCircuitRulesFr } from '../../dispatchCircuitRules/i18n/fr'
import { shippingMethodsFr } from '../../shippingMethods/i18n/fr'
import { buybacksFr } from '../../buybacks/i18n/fr'
import { quarantineFr } from '../../buybacks/quarantine/i18n/fr'
import { clientsFr } from '../../clients/i18n/fr'
import { circuitsFr } from '../../circuits/i18n/fr'
import { refurbQuestionsFr } from '../../refurbQuestions/i18n/fr'
import { refurbStepsFr } from '../../refurbSteps/i18n/fr'
import { stocksFr } from '../../stocks/i18n/fr'
import { itemsStockFr } from '../../itemsStock/i18n/fr'
import { transportsFr } from '../../transports/i18n/fr'
import { paymentsFr } from '../../payments/i18n/fr'
import { checkinFr } from '../../checkin/i18n/fr'
import { expeditionFr } from '../../expedition/i18n/fr'
import { verificationFr } from '../../verification/i18n/fr'
import { refurbFr } from '../../refurb/i18n/fr'
import { paymentModesFr } from '../../paymentModes/i18n/fr'
import { entitiesFr } from '../../entities/i18n/fr'
import { categoriesFr } from '../../categories/i18n/fr'
import { diagnosticFr } from '../../diagnostic/i18n/fr'
import { failedJobsFr } from '../../failedJobs/i18n/fr'
import { usersFr } from '../../users/i18n/fr'
import { connectorsFr } from '../../connectors/i18n/fr'
import { catalogueImportsFr } from '../../imports/i18n/fr'
import { catalogueExportsFr } from '../../exports/i18n/fr'
import { purchaseRegisterFr } from '../../purchaseRegister/i18n/fr'
import { personalDataFr } from '../../personalData/i18n/fr'

/**
 * The messages several screens share, in French, the reference language; each screen's own texts live in
 * the i18n folder beside it and are merged here. The other languages must have the same keys.
 */
export const fr = {
  app: {
    name: 'Reprise',
    tagline: 'Rachat et reconditionnement',
    loading: 'Chargement…',
  },
  locale: { button: 'Langue', button_current: 'Langue : %{language}' },
  menu: {
    premium: 'Premium',
    groups: {
      buybacks: 'Rachats',
      catalogue: 'Catalogue',
      buybacksList: 'Opérations',
      refurb: 'Reconditionnement',
      configuration: 'Configuration',
      admin: 'Administration',
    },
    items: {
      dashboard: 'Tableau de bord',
      categories: 'Catégories',
      products: 'Produits',
      diagnostic: 'Diagnostic',
      catalogueImports: 'Imports du catalogue',
      catalogueExport: 'Export du catalogue',
      buybacks: 'Liste des rachats',
      newBuyback: 'Nouveau rachat',
      predeclared: 'Rachats prédéclarés',
      expeditions: 'Expéditions',
      checkin: 'Réceptionner',
      control: 'Contrôler',
      webFileCheck: 'Dossiers web',
      quarantine: 'Quarantaine',
      refurbDiagnostic: 'Questions du diagnostic',
      startDiagnostic: 'Diagnostiquer',
      itemRefurbSteps: 'Reconditionner',
      refurbSteps: 'Types d’étapes',
      stocks: 'Stocks',
      itemsStock: 'Articles en stock',
      design: 'Apparence',
      homePage: "Page d'accueil",
      paymentModes: 'Modes de paiement',
      shippingMethods: 'Modes de transport',
      circuits: 'Circuits',
      warehouseDispatch: 'Répartition ateliers',
      users: 'Utilisateurs',
      entities: 'Entités',
      generalSettings: 'Paramètres généraux',
      transferOrderSettings: 'Bon de cession',
      sftpSettings: 'Dépôt SFTP',
      searchSynonyms: 'Synonymes',
      connectors: 'Connecteurs',
      clients: 'Clients',
      newClient: 'Nouveau client',
      transportsList: 'Transports',
      purchaseRegister: 'Registre des achats',
      personalData: 'Données personnelles',
      searchPayment: 'Rechercher un paiement',
      failedJobs: 'Tâches en échec',
    },
  },
  home: homeFr,
  statistics: statisticsFr,
  sftp: sftpFr,
  login: loginFr,
  password: passwordFr,
  sso: ssoFr,
  profile: {
    menu: 'Profil',
    menu_named: 'Profil : %{name}',
    switch_module: 'Se connecter en tant que',
    current_module: 'Module actuel',
    switch_failed: 'Impossible de changer de module.',
  },
  modules: { root: 'Organisation', tim: 'Enseigne', lcm: 'Acheteur', rps: 'Ateliers' },
  errors: {
    reference: 'Référence : %{id}',
    generic: 'Une erreur est survenue, contactez votre administrateur.',
    network: 'Le serveur est injoignable. Vérifiez votre connexion.',
    session_expired: {
      title: 'Session expirée',
      text: 'Votre session a expiré. Veuillez vous reconnecter pour continuer.',
      button: 'Se reconnecter',
    },
    unavailable: {
      title: 'Service momentanément indisponible',
      text: 'Le service est momentanément indisponible ; réessayez dans un instant.',
      retry: 'Réessayer',
    },
    server: {
      title: 'Une erreur est survenue',
      generic: 'La demande n’a pas pu aboutir. Si le problème persiste, contactez votre administrateur.',
      home: 'Accueil',
      ok: 'OK',
    },
  },
  user_types: {
    super_admin: 'Super administrateur',
    admin: 'Administrateur',
    root_management_unit_manager: 'Administrateur (unité racine)',
    root_management_unit_analyst: 'Analyste (unité racine)',
    management_unit_manager: "Responsable d'unité de gestion",
    management_unit_analyst: "Analyste d'unité de gestion",
    store_manager: 'Responsable de magasin',
    store_seller: 'Vendeur en magasin',
    warehouse_manager: "Responsable d'atelier",
    warehouse_operator: "Opérateur d'atelier",
    buyer_manager: 'Responsable acheteur',
    pseudo_anonymous: 'Visiteur anonyme',
  },
  entity_types: {
    root_management_unit: 'Unité de gestion racine',
    management_unit: 'Unité de gestion',
    store: 'Magasin',
    warehouse: 'Atelier',
    buyer: 'Acheteur',
  },
  home_page: {
    saved_draft:
      'Enregistrée comme brouillon : la boutique n’affiche pas cette page tant qu’elle n’est pas publiée.',
    saved_published: 'Enregistrée et publiée : la boutique affiche cette page.',
    saved_state: {
      draft:
        'Version enregistrée : brouillon. La boutique ne l’affiche pas ; choisissez « Publiée » pour la mettre en ligne.',
      published: 'Version enregistrée : publiée. C’est la page d’accueil de la boutique.',
    },
    draft_warning: 'Brouillon : la boutique n’affiche pas cette page tant qu’elle n’est pas publiée.',
    title: "Page d'accueil de la boutique",
    widgets: 'Blocs',
    no_image: 'Aucune image',
    image: 'Image',
    choose_image: 'Choisir une image',
    replace_image: 'Remplacer',
    image_required: 'Une image de fond est requise',
    image_type: "L'image doit être un JPG ou un PNG.",
    image_size: "L'image ne doit pas dépasser 250 ko.",
    image_failed: "L'image n'a pas pu être envoyée.",
    help: {
      html: 'Entre 20 et 200 000 caractères. Les scripts, événements et liens javascript: sont retirés à l’enregistrement.',
    },
    languages: {
      all: 'Toutes les langues',
      fr: 'Français',
      en: 'Anglais',
      nl: 'Néerlandais',
      de: 'Allemand',
    },
    fields: {
      language: 'Langue des visiteurs',
      metaTitle: 'Titre (balise meta)',
      metaDescription: 'Description (balise meta)',
      status: 'Statut',
      type: 'Type de bloc',
      bannerTitle: 'Titre de la bannière',
      searchTitle: 'Titre de la recherche',
      productsTitle: 'Titre de la sélection',
      productIds: 'Produits mis en avant',
      html: 'Code HTML',
    },
    status: {
      draft: 'Brouillon',
      published: 'Publiée',
    },
    types: {
      banner: 'Bannière',
      search: 'Recherche',
      products: 'Produits mis en avant',
      html: 'HTML libre',
    },
  },
  design: designFr,
  checkin: checkinFr,
  expedition: expeditionFr,
  verification: verificationFr,
  refurb: refurbFr,
  settings: settingsFr,
  catalogueImports: catalogueImportsFr,
  catalogueExports: catalogueExportsFr,
  personalData: personalDataFr,
  searchSynonyms: searchSynonymsFr,
  resources: {
    'purchase-register': purchaseRegisterFr,
    'warehouse-dispatch': warehouseDispatchFr,
    'dispatch-circuit-rules': dispatchCircuitRulesFr,
    'shipping-methods': shippingMethodsFr,
    settings: settingsResourceFr,
    buybacks: buybacksFr,
    'buybacks-predeclared': {
      name: 'Rachat prédéclaré |||| Rachats prédéclarés',
      empty: "Aucun rachat prédéclaré n'attend de dépôt.",
    },
    buybacksQuarantine: quarantineFr,
    clients: clientsFr,
    circuits: circuitsFr,
    'refurb-diagnosis-questions': refurbQuestionsFr,
    'refurb-steps': refurbStepsFr,
    stocks: stocksFr,
    'items-stock': itemsStockFr,
    'transports-list': transportsFr,
    searchPayment: paymentsFr,
    'failed-jobs': failedJobsFr,
    paymentModes: paymentModesFr,
    entities: entitiesFr,
    products: productsFr,
    categories: categoriesFr,
    'diagnostic-questions': { name: 'Question |||| Questions' },
    diagnostic: diagnosticFr,
    users: usersFr,
    'connector-organizations': connectorsFr,
  },
}

export type AppMessages = Texts<typeof fr>
