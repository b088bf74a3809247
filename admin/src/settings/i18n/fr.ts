import type { Texts } from '../../providers/i18n/texts'

/** Texts of the settings pages (settings), French being the reference. */
export const settingsFr = {
  text_language: 'Langue des textes',
  languages: {
    fr: 'Français',
    en: 'Anglais',
    nl: 'Néerlandais',
    de: 'Allemand',
  },
  tabs: {
    general: 'Général',
    options: 'Options',
    texts: 'Textes',
    legal: 'Documents légaux',
    retention: 'Conservation des données',
  },
  validation: {
    whole: 'Un nombre entier',
    positive: 'Un entier positif',
    https: 'Une adresse https:// est requise',
  },
  help: {
    cart_min_value: 'En euros ; 0 pour aucun minimum',
    estimation_endpoint: 'Adresse https à laquelle les estimations sont demandées',
  },
  retention: {
    web_registers: { workshop: "Celui de l'atelier", account: 'Celui du compte' },
    help: {
      webPurchaseRegister:
        "Le registre où s'inscrivent les rachats en ligne ; par défaut celui de l'atelier qui reçoit l'appareil",
      identityRetentionDays:
        "Pièces d'identité et IBAN, après le paiement ; de %{min} à %{max} jours, %{default} par défaut",
      contactRetentionMonths:
        'Coordonnées, après le dernier rachat ; de %{min} à %{max} mois, %{default} par défaut',
      registerRetentionYears:
        'Vendeurs du registre des achats ; de %{min} à %{max} ans, %{default} par défaut',
    },
  },
  legal: {
    help: 'Un fichier PDF par document, 250 ko au plus. Le fichier est envoyé dès qu’il est choisi.',
    kinds: {
      serviceTerms: 'Conditions générales',
      eula: "Conditions d'utilisation",
      privacyPolicy: 'Politique de confidentialité',
      cookiesPolicy: 'Politique de cookies',
      accessibilityStatement: "Déclaration d'accessibilité",
    },
    open: 'Ouvrir le PDF',
    none: 'Aucun fichier',
    choose: 'Choisir un PDF',
    replace: 'Remplacer',
    remove: 'Retirer le PDF',
    sent: 'Document enregistré',
    failed: "Le document n'a pas pu être envoyé.",
    not_pdf: 'Le fichier doit être un PDF.',
    too_big: 'Le fichier ne doit pas dépasser 250 ko.',
  },
  transfer_order: {
    insert_variable: 'Insérer une variable',
    help: 'Entre 2 et 5000 caractères ; les variables s’insèrent depuis la liste.',
    unknown_variables: 'Variables inconnues : %{variables}. Insérez-les depuis la liste.',
    premium_needed:
      'Le bon de cession personnalisé est une option premium : demandez son activation à votre administrateur.',
    variables: {
      total_price: 'Prix total',
      buyer_address: "Adresse de l'acheteur",
      buyer_long_name: "Raison sociale de l'acheteur",
      buyer_name: "Nom de l'acheteur",
      buyer_siret: "SIRET de l'acheteur",
      buyer_capital: "Capital de l'acheteur",
      customer_firstname: 'Prénom du client',
      customer_lastname: 'Nom du client',
      payment_type: 'Mode de paiement',
      product_label: 'Produit',
    },
  },
}

export type SettingsTexts = Texts<typeof settingsFr>

/** Texts of the settings forms (resources.settings), French being the reference. */
export const settingsResourceFr = {
  name: 'Paramètres',
  general_title: 'Paramètres généraux',
  transfer_order_title: 'Bon de cession',
  fields: {
    mainColor: 'Couleur principale',
    sellerSupportEmail: 'E-mail du support vendeur',
    dpoEmail: 'E-mail du DPO',
    currency: 'Devise',
    language: 'Langue',
    cartMinValue: 'Valeur minimale du panier',
    estimationEndpoint: "Point d'accès d'estimation",
    externalWebsiteUrl: 'Lien vers le site externe',
    externalWebsiteText: 'Texte du lien',
    categoryNavigationEnabled: 'Navigation par catégories',
    customerIdentityDocumentRequired: "Pièce d'identité du client obligatoire",
    barCodeEnabled: 'Codes-barres',
    tagPriceEnabled: 'Étiquettes de prix',
    isWarehouseCommentMandatory: "Commentaire d'atelier obligatoire",
    isWarehouseCommentSharedToClient: "Commentaire d'atelier partagé au client",
    dropOffMapEnabled: 'Carte des points de dépôt',
    buyerPaymentEnabled: "Paiement par l'acheteur",
    serviceTerms: 'Conditions générales',
    eula: "Conditions d'utilisation",
    faqAndContact: 'FAQ et contact',
    cookiesPolicy: 'Politique de cookies',
    accessibilityStatement: "Déclaration d'accessibilité",
    buybackZeroDescription: 'Texte de rachat à 0 €',
    noSearchResultDescription: 'Texte sans résultat de recherche',
    packingInstructions: "Instructions d'emballage",
    transferOrderTerms: 'Conditions générales du bon de cession',
    webPurchaseRegister: 'Registre des rachats en ligne',
    identityRetentionDays: "Conservation des pièces d'identité et IBAN (jours)",
    contactRetentionMonths: 'Conservation des coordonnées (mois)',
    registerRetentionYears: 'Conservation du registre des achats (années)',
  },
}

export type SettingsResourceTexts = Texts<typeof settingsResourceFr>
