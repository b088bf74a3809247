import type { AppMessages } from './fr'
import { productsEn } from '../../products/i18n/en'
import { homeEn } from '../../home/i18n/en'
import { statisticsEn } from '../../statistics/i18n/en'
import { sftpEn } from '../../sftp/i18n/en'
import { loginEn } from '../../login/i18n/en'
import { passwordEn } from '../../password/i18n/en'
import { ssoEn } from '../../sso/i18n/en'
import { designEn } from '../../design/i18n/en'
import { settingsEn, settingsResourceEn } from '../../settings/i18n/en'
import { searchSynonymsEn } from '../../searchSynonyms/i18n/en'
import { warehouseDispatchEn } from '../../warehouseDispatch/i18n/en'
import { dispatchCircuitRulesEn } from '../../dispatchCircuitRules/i18n/en'
import { shippingMethodsEn } from '../../shippingMethods/i18n/en'
import { buybacksEn } from '../../buybacks/i18n/en'
import { quarantineEn } from '../../buybacks/quarantine/i18n/en'
import { clientsEn } from '../../clients/i18n/en'
import { circuitsEn } from '../../circuits/i18n/en'
import { refurbQuestionsEn } from '../../refurbQuestions/i18n/en'
import { refurbStepsEn } from '../../refurbSteps/i18n/en'
import { stocksEn } from '../../stocks/i18n/en'
import { itemsStockEn } from '../../itemsStock/i18n/en'
import { transportsEn } from '../../transports/i18n/en'
import { paymentsEn } from '../../payments/i18n/en'
import { checkinEn } from '../../checkin/i18n/en'
import { expeditionEn } from '../../expedition/i18n/en'
import { verificationEn } from '../../verification/i18n/en'
import { refurbEn } from '../../refurb/i18n/en'
import { paymentModesEn } from '../../paymentModes/i18n/en'
import { entitiesEn } from '../../entities/i18n/en'
import { categoriesEn } from '../../categories/i18n/en'
import { diagnosticEn } from '../../diagnostic/i18n/en'
import { failedJobsEn } from '../../failedJobs/i18n/en'
import { usersEn } from '../../users/i18n/en'
import { connectorsEn } from '../../connectors/i18n/en'
import { catalogueImportsEn } from '../../imports/i18n/en'
import { catalogueExportsEn } from '../../exports/i18n/en'
import { purchaseRegisterEn } from '../../purchaseRegister/i18n/en'
import { personalDataEn } from '../../personalData/i18n/en'

export const en: AppMessages = {
  app: { name: 'Reprise', tagline: 'Buy-back and refurbishment', loading: 'Loading…' },
  locale: { button: 'Language', button_current: 'Language: %{language}' },
  menu: {
    premium: 'Premium',
    groups: {
      buybacks: 'Buy-backs',
      catalogue: 'Catalogue',
      buybacksList: 'Operations',
      refurb: 'Refurbishment',
      configuration: 'Configuration',
      admin: 'Administration',
    },
    items: {
      dashboard: 'Dashboard',
      categories: 'Categories',
      products: 'Products',
      diagnostic: 'Diagnostic',
      catalogueImports: 'Catalogue imports',
      catalogueExport: 'Catalogue export',
      buybacks: 'Buy-back list',
      newBuyback: 'New buy-back',
      predeclared: 'Pre-declared buy-backs',
      expeditions: 'Shipments',
      checkin: 'Check in',
      control: 'Control',
      webFileCheck: 'Web files',
      quarantine: 'Quarantine',
      refurbDiagnostic: 'Diagnosis questions',
      startDiagnostic: 'Diagnose',
      itemRefurbSteps: 'Refurbish',
      refurbSteps: 'Step types',
      stocks: 'Stocks',
      itemsStock: 'Items in stock',
      design: 'Design',
      homePage: 'Home page',
      paymentModes: 'Payment modes',
      shippingMethods: 'Shipping methods',
      circuits: 'Circuits',
      warehouseDispatch: 'Workshop dispatch',
      users: 'Users',
      entities: 'Entities',
      generalSettings: 'General settings',
      transferOrderSettings: 'Transfer order',
      sftpSettings: 'SFTP drop',
      searchSynonyms: 'Synonyms',
      connectors: 'Connectors',
      clients: 'Clients',
      newClient: 'New client',
      transportsList: 'Transports',
      purchaseRegister: 'Purchase register',
      personalData: 'Personal data',
      searchPayment: 'Search a payment',
      failedJobs: 'Failed jobs',
    },
  },
  home: homeEn,
  statistics: statisticsEn,
  sftp: sftpEn,
  login: loginEn,
  password: passwordEn,
  sso: ssoEn,
  profile: {
    menu: 'Profile',
    menu_named: 'Profile: %{name}',
    switch_module: 'Log in as',
    current_module: 'Current module',
    switch_failed: 'Could not switch module.',
  },
  modules: { root: 'Organisation', tim: 'Store brand', lcm: 'Buyer', rps: 'Workshops' },
  errors: {
    reference: 'Reference: %{id}',
    generic: 'An error occurred, please contact your administrator.',
    network: 'The server cannot be reached. Check your connection.',
    session_expired: {
      title: 'Session expired',
      text: 'Your session has expired. Please log in again to continue.',
      button: 'Log in again',
    },
    unavailable: {
      title: 'Service briefly unavailable',
      text: 'The service is briefly unavailable; try again in a moment.',
      retry: 'Try again',
    },
    server: {
      title: 'An error occurred',
      generic: 'The request could not be completed. If the problem persists, contact your administrator.',
      home: 'Home',
      ok: 'OK',
    },
  },
  user_types: {
    super_admin: 'Super administrator',
    admin: 'Administrator',
    root_management_unit_manager: 'Administrator (root unit)',
    root_management_unit_analyst: 'Analyst (root unit)',
    management_unit_manager: 'Management unit manager',
    management_unit_analyst: 'Management unit analyst',
    store_manager: 'Store manager',
    store_seller: 'Store seller',
    warehouse_manager: 'Workshop manager',
    warehouse_operator: 'Workshop operator',
    buyer_manager: 'Buyer manager',
    pseudo_anonymous: 'Anonymous visitor',
  },
  entity_types: {
    root_management_unit: 'Root management unit',
    management_unit: 'Management unit',
    store: 'Store',
    warehouse: 'Workshop',
    buyer: 'Buyer',
  },
  home_page: {
    saved_draft: 'Saved as a draft: the storefront does not show this page until it is published.',
    saved_published: 'Saved and published: the storefront shows this page.',
    saved_state: {
      draft: 'Saved version: draft. The storefront does not show it; choose “Published” to put it online.',
      published: 'Saved version: published. This is the storefront’s home page.',
    },
    draft_warning: 'Draft: the storefront does not show this page until it is published.',
    title: 'Storefront home page',
    widgets: 'Blocks',
    no_image: 'No image',
    image: 'Image',
    choose_image: 'Choose an image',
    replace_image: 'Replace',
    image_required: 'A background image is required',
    image_type: 'The image must be a JPG or a PNG.',
    image_size: 'The image must not exceed 250 kB.',
    image_failed: 'The image could not be sent.',
    help: {
      html: '20 to 200,000 characters. Scripts, event handlers and javascript: links are removed when saving.',
    },
    languages: { all: 'All languages', fr: 'French', en: 'English', nl: 'Dutch', de: 'German' },
    fields: {
      language: "Visitors' language",
      metaTitle: 'Meta title',
      metaDescription: 'Meta description',
      status: 'Status',
      type: 'Block type',
      bannerTitle: 'Banner title',
      searchTitle: 'Search title',
      productsTitle: 'Selection title',
      productIds: 'Featured products',
      html: 'HTML code',
    },
    status: {
      draft: 'Draft',
      published: 'Published',
    },
    types: {
      banner: 'Banner',
      search: 'Search',
      products: 'Featured products',
      html: 'Free HTML',
    },
  },
  design: designEn,
  checkin: checkinEn,
  expedition: expeditionEn,
  verification: verificationEn,
  refurb: refurbEn,
  settings: settingsEn,
  catalogueImports: catalogueImportsEn,
  catalogueExports: catalogueExportsEn,
  personalData: personalDataEn,
  searchSynonyms: searchSynonymsEn,
  resources: {
    'purchase-register': purchaseRegisterEn,
    'warehouse-dispatch': warehouseDispatchEn,
    'dispatch-circuit-rules': dispatchCircuitRulesEn,
    'shipping-methods': shippingMethodsEn,
    settings: settingsResourceEn,
    buybacks: buybacksEn,
    'buybacks-predeclared': {
      name: 'Pre-declared buy-back |||| Pre-declared buy-backs',
      empty: 'No pre-declared buy-back is waiting for a hand-in.',
    },
    buybacksQuarantine: quarantineEn,
    clients: clientsEn,
    circuits: circuitsEn,
    'refurb-diagnosis-questions': refurbQuestionsEn,
    'refurb-steps': refurbStepsEn,
    stocks: stocksEn,
    'items-stock': itemsStockEn,
    'transports-list': transportsEn,
    searchPayment: paymentsEn,
    'failed-jobs': failedJobsEn,
    paymentModes: paymentModesEn,
    entities: entitiesEn,
    products: productsEn,
    categories: categoriesEn,
    'diagnostic-questions': { name: 'Question |||| Questions' },
    diagnostic: diagnosticEn,
    users: usersEn,
    'connector-organizations': connectorsEn,
  },
}
