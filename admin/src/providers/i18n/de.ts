import type { AppMessages } from './fr'
import { productsDe } from '../../products/i18n/de'
import { homeDe } from '../../home/i18n/de'
import { statisticsDe } from '../../statistics/i18n/de'
import { sftpDe } from '../../sftp/i18n/de'
import { loginDe } from '../../login/i18n/de'
import { passwordDe } from '../../password/i18n/de'
import { ssoDe } from '../../sso/i18n/de'
import { designDe } from '../../design/i18n/de'
import { settingsDe, settingsResourceDe } from '../../settings/i18n/de'
import { searchSynonymsDe } from '../../searchSynonyms/i18n/de'
import { warehouseDispatchDe } from '../../warehouseDispatch/i18n/de'
import { dispatchCircuitRulesDe } from '../../dispatchCircuitRules/i18n/de'
import { shippingMethodsDe } from '../../shippingMethods/i18n/de'
import { buybacksDe } from '../../buybacks/i18n/de'
import { quarantineDe } from '../../buybacks/quarantine/i18n/de'
import { clientsDe } from '../../clients/i18n/de'
import { circuitsDe } from '../../circuits/i18n/de'
import { refurbQuestionsDe } from '../../refurbQuestions/i18n/de'
import { refurbStepsDe } from '../../refurbSteps/i18n/de'
import { stocksDe } from '../../stocks/i18n/de'
import { itemsStockDe } from '../../itemsStock/i18n/de'
import { transportsDe } from '../../transports/i18n/de'
import { paymentsDe } from '../../payments/i18n/de'
import { checkinDe } from '../../checkin/i18n/de'
import { expeditionDe } from '../../expedition/i18n/de'
import { verificationDe } from '../../verification/i18n/de'
import { refurbDe } from '../../refurb/i18n/de'
import { paymentModesDe } from '../../paymentModes/i18n/de'
import { entitiesDe } from '../../entities/i18n/de'
import { categoriesDe } from '../../categories/i18n/de'
import { diagnosticDe } from '../../diagnostic/i18n/de'
import { failedJobsDe } from '../../failedJobs/i18n/de'
import { usersDe } from '../../users/i18n/de'
import { connectorsDe } from '../../connectors/i18n/de'
import { catalogueImportsDe } from '../../imports/i18n/de'
import { catalogueExportsDe } from '../../exports/i18n/de'
import { purchaseRegisterDe } from '../../purchaseRegister/i18n/de'
import { personalDataDe } from '../../personalData/i18n/de'

export const de: AppMessages = {
  app: { name: 'Reprise', tagline: 'Ankauf und Aufbereitung', loading: 'Wird geladen…' },
  locale: { button: 'Sprache', button_current: 'Sprache: %{language}' },
  menu: {
    premium: 'Premium',
    groups: {
      buybacks: 'Ankäufe',
      catalogue: 'Katalog',
      buybacksList: 'Abwicklung',
      refurb: 'Aufbereitung',
      configuration: 'Konfiguration',
      admin: 'Verwaltung',
    },
    items: {
      dashboard: 'Dashboard',
      categories: 'Kategorien',
      products: 'Produkte',
      diagnostic: 'Diagnose',
      catalogueImports: 'Katalogimporte',
      catalogueExport: 'Katalogexport',
      buybacks: 'Ankaufsliste',
      newBuyback: 'Neuer Ankauf',
      predeclared: 'Vorangemeldete Ankäufe',
      expeditions: 'Versand',
      checkin: 'Wareneingang',
      control: 'Prüfen',
      webFileCheck: 'Web-Vorgänge',
      quarantine: 'Quarantäne',
      refurbDiagnostic: 'Diagnosefragen',
      startDiagnostic: 'Diagnostizieren',
      itemRefurbSteps: 'Aufbereiten',
      refurbSteps: 'Schritttypen',
      stocks: 'Lager',
      itemsStock: 'Artikel im Lager',
      design: 'Design',
      homePage: 'Startseite',
      paymentModes: 'Zahlungsarten',
      shippingMethods: 'Versandarten',
      circuits: 'Abläufe',
      warehouseDispatch: 'Werkstattverteilung',
      users: 'Benutzer',
      entities: 'Einheiten',
      generalSettings: 'Allgemeine Einstellungen',
      transferOrderSettings: 'Übertragungsschein',
      sftpSettings: 'SFTP-Upload',
      searchSynonyms: 'Synonyme',
      connectors: 'Konnektoren',
      clients: 'Kunden',
      newClient: 'Neuer Kunde',
      transportsList: 'Transporte',
      purchaseRegister: 'Ankaufsregister',
      personalData: 'Personenbezogene Daten',
      searchPayment: 'Zahlung suchen',
      failedJobs: 'Fehlgeschlagene Aufträge',
    },
  },
  home: homeDe,
  statistics: statisticsDe,
  sftp: sftpDe,
  login: loginDe,
  password: passwordDe,
  sso: ssoDe,
  profile: {
    menu: 'Profil',
    menu_named: 'Profil: %{name}',
    switch_module: 'Anmelden als',
    current_module: 'Aktuelles Modul',
    switch_failed: 'Modulwechsel fehlgeschlagen.',
  },
  modules: { root: 'Organisation', tim: 'Handelsmarke', lcm: 'Käufer', rps: 'Werkstätten' },
  errors: {
    reference: 'Referenz: %{id}',
    generic: 'Ein Fehler ist aufgetreten, wenden Sie sich an Ihren Administrator.',
    network: 'Der Server ist nicht erreichbar. Prüfen Sie Ihre Verbindung.',
    session_expired: {
      title: 'Sitzung abgelaufen',
      text: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
      button: 'Erneut anmelden',
    },
    unavailable: {
      title: 'Dienst kurz nicht verfügbar',
      text: 'Der Dienst ist kurz nicht verfügbar; versuchen Sie es gleich noch einmal.',
      retry: 'Erneut versuchen',
    },
    server: {
      title: 'Ein Fehler ist aufgetreten',
      generic:
        'Die Anfrage konnte nicht abgeschlossen werden. Besteht das Problem weiter, wenden Sie sich an Ihren Administrator.',
      home: 'Startseite',
      ok: 'OK',
    },
  },
  user_types: {
    super_admin: 'Super-Administrator',
    admin: 'Administrator',
    root_management_unit_manager: 'Administrator (Stammeinheit)',
    root_management_unit_analyst: 'Analyst (Stammeinheit)',
    management_unit_manager: 'Leiter Verwaltungseinheit',
    management_unit_analyst: 'Analyst Verwaltungseinheit',
    store_manager: 'Filialleiter',
    store_seller: 'Filialverkäufer',
    warehouse_manager: 'Werkstattleiter',
    warehouse_operator: 'Werkstattmitarbeiter',
    buyer_manager: 'Käuferverantwortlicher',
    pseudo_anonymous: 'Anonymer Besucher',
  },
  entity_types: {
    root_management_unit: 'Oberste Verwaltungseinheit',
    management_unit: 'Verwaltungseinheit',
    store: 'Filiale',
    warehouse: 'Werkstatt',
    buyer: 'Käufer',
  },
  home_page: {
    saved_draft: 'Als Entwurf gespeichert: der Shop zeigt diese Seite erst, wenn sie veröffentlicht ist.',
    saved_published: 'Gespeichert und veröffentlicht: der Shop zeigt diese Seite.',
    saved_state: {
      draft:
        'Gespeicherte Fassung: Entwurf. Der Shop zeigt sie nicht; wählen Sie „Veröffentlicht“, um sie online zu stellen.',
      published: 'Gespeicherte Fassung: veröffentlicht. Dies ist die Startseite des Shops.',
    },
    draft_warning: 'Entwurf: der Shop zeigt diese Seite erst, wenn sie veröffentlicht ist.',
    title: 'Startseite des Shops',
    widgets: 'Blöcke',
    no_image: 'Kein Bild',
    image: 'Bild',
    choose_image: 'Bild auswählen',
    replace_image: 'Ersetzen',
    image_required: 'Ein Hintergrundbild ist erforderlich',
    image_type: 'Das Bild muss ein JPG oder PNG sein.',
    image_size: 'Das Bild darf 250 kB nicht überschreiten.',
    image_failed: 'Das Bild konnte nicht gesendet werden.',
    help: {
      html: '20 bis 200 000 Zeichen. Skripte, Ereignisse und javascript:-Links werden beim Speichern entfernt.',
    },
    languages: {
      all: 'Alle Sprachen',
      fr: 'Französisch',
      en: 'Englisch',
      nl: 'Niederländisch',
      de: 'Deutsch',
    },
    fields: {
      language: 'Sprache der Besucher',
      metaTitle: 'Meta-Titel',
      metaDescription: 'Meta-Beschreibung',
      status: 'Status',
      type: 'Blocktyp',
      bannerTitle: 'Bannertitel',
      searchTitle: 'Titel der Suche',
      productsTitle: 'Titel der Auswahl',
      productIds: 'Hervorgehobene Produkte',
      html: 'HTML-Code',
    },
    status: {
      draft: 'Entwurf',
      published: 'Veröffentlicht',
    },
    types: {
      banner: 'Banner',
      search: 'Suche',
      products: 'Hervorgehobene Produkte',
      html: 'Freies HTML',
    },
  },
  design: designDe,
  checkin: checkinDe,
  expedition: expeditionDe,
  verification: verificationDe,
  refurb: refurbDe,
  settings: settingsDe,
  catalogueImports: catalogueImportsDe,
  catalogueExports: catalogueExportsDe,
  personalData: personalDataDe,
  searchSynonyms: searchSynonymsDe,
  resources: {
    'purchase-register': purchaseRegisterDe,
    'warehouse-dispatch': warehouseDispatchDe,
    'dispatch-circuit-rules': dispatchCircuitRulesDe,
    'shipping-methods': shippingMethodsDe,
    settings: settingsResourceDe,
    buybacks: buybacksDe,
    'buybacks-predeclared': {
      name: 'Vorab angemeldeter Ankauf |||| Vorab angemeldete Ankäufe',
      empty: 'Kein vorab angemeldeter Ankauf wartet auf die Abgabe.',
    },
    buybacksQuarantine: quarantineDe,
    clients: clientsDe,
    circuits: circuitsDe,
    'refurb-diagnosis-questions': refurbQuestionsDe,
    'refurb-steps': refurbStepsDe,
    stocks: stocksDe,
    'items-stock': itemsStockDe,
    'transports-list': transportsDe,
    searchPayment: paymentsDe,
    'failed-jobs': failedJobsDe,
    paymentModes: paymentModesDe,
    entities: entitiesDe,
    products: productsDe,
    categories: categoriesDe,
    'diagnostic-questions': { name: 'Frage |||| Fragen' },
    diagnostic: diagnosticDe,
    users: usersDe,
    'connector-organizations': connectorsDe,
  },
}
